import { OUTSIDE_EVENT, type Announcement } from '@juicy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loader.js'
import { paths } from '../platform/paths.js'
import { throughWorkshop } from '../test-support/test-shop-in-workshop.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'
import { createFoundation } from './shop-foundation.js'

// A single shop (a self-paced course) takes its challenge set and announcements from the configuration's `event`.

// A team's shop in a workshop runs in the workshop's event, never the configuration's: this is a single shop's feature.
describe.skipIf(throughWorkshop())('a single shop with a configured event', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop({
      overrides: {
        event: { challenges: { categories: ['XSS'] }, announcements: ['Lesson 3: cross-site scripting'] },
      },
    })
  })
  afterAll(() => t.close())

  it('shows only the lesson’s challenges as available and does not solve the others', async () => {
    const rows = (await (await t.request('/api/Challenges')).json()) as {
      data: { key: string; category: string; disabledEnv: string | null }[]
    }
    for (const row of rows.data) expect(row.disabledEnv).toBe(row.category === 'XSS' ? null : OUTSIDE_EVENT)
    await t.request('/assets/public/images/padding/1px.png')
    const scoreBoard = (await (await t.request('/api/Challenges/?key=scoreBoardChallenge')).json()) as {
      data: { solved: boolean }[]
    }
    expect(scoreBoard.data[0]?.solved).toBe(false)
  })

  it('lists the configured announcements', async () => {
    const listed = (await (await t.request('/rest/announcements')).json()) as Announcement[]
    expect(listed).toEqual([
      { id: 'configured-1', text: 'Lesson 3: cross-site scripting', createdAt: expect.any(String) },
    ])
  })

  it('keeps the event out of the public configuration, whose keys stay the reference’s', async () => {
    const body = (await (await t.request('/rest/admin/application-configuration')).json()) as {
      config: Record<string, unknown>
    }
    expect(body.config).not.toHaveProperty('event')
  })
})

describe('a configured set naming what the catalogue lacks', () => {
  it('is a start-up error naming it', () => {
    const config = loadConfig({
      configDir: paths.configDir,
      env: {},
      overrides: { event: { challenges: { categories: ['Pizza'] } } },
    })
    expect(() => createFoundation({ config })).toThrow(
      'event.challenges names what the catalogue does not have: category Pizza',
    )
  })
})

describe('a single shop without an event', () => {
  it('lists no announcements and leaves every challenge as the configuration makes it', async () => {
    const t = await startTestShop()
    try {
      expect(await (await t.request('/rest/announcements')).json()).toEqual([])
      const rows = (await (await t.request('/api/Challenges')).json()) as {
        data: { disabledEnv: string | null }[]
      }
      expect(rows.data.every((row) => row.disabledEnv !== OUTSIDE_EVENT)).toBe(true)
    } finally {
      t.close()
    }
  })
})
