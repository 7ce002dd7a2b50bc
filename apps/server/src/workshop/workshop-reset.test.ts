import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestWorkshop, type TestWorkshop, type WorkshopClient } from '../test-support/test-workshop.js'
import { buildZip, fileUpload } from '../test-support/upload-payloads.js'

let t: TestWorkshop
let trainer: WorkshopClient
let red: WorkshopClient
let blue: WorkshopClient

const reset = (scope: string, extra: Record<string, unknown> = {}, team = 'red') =>
  trainer.json<{ scope?: string; ms?: number; error?: string }>(`/workshop/api/teams/${team}/reset`, {
    method: 'POST',
    json: { scope, ...extra },
  })

const description = async (client: WorkshopClient) =>
  (await client.json<{ data: { description: string } }>('/api/Products/1')).body.data.description

/** Changes data (a product, the legal information) and solves the score board, in the team of `client`. */
async function playIn(client: WorkshopClient): Promise<void> {
  await client.request('/api/Products/1', { method: 'PUT', json: { description: 'changed' } })
  const zip = buildZip([{ name: '../../ftp/legal.md', content: 'overwritten' }])
  await client.request('/file-upload', fileUpload('legal.zip', zip, 'application/zip'))
  await client.request('/assets/public/images/padding/1px.png')
}

describe('POST /workshop/api/teams/:team/reset', () => {
  beforeAll(async () => {
    t = await startTestWorkshop()
    trainer = await t.trainer()
    red = t.client()
    blue = t.client()
    await red.join('red')
    await blue.join('blue')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await trainer.request('/workshop/api/reset', { method: 'POST', json: { scope: 'all' } })
    await playIn(red)
    await playIn(blue)
  })

  it('data: restores seeded data and instance files, keeps progress', async () => {
    const answer = await reset('data')
    expect(answer).toEqual({ status: 200, body: { scope: 'data', ms: expect.any(Number) } })
    expect(await description(red)).not.toBe('changed')
    expect(await (await red.request('/ftp/legal.md')).text()).not.toBe('overwritten')
    expect(await red.solved('scoreBoardChallenge')).toBe(true)
    expect(await description(blue)).toBe('changed')
  })

  it('progress: clears solves (on disk too), keeps data', async () => {
    expect((await reset('progress')).status).toBe(200)
    expect(await red.solved('scoreBoardChallenge')).toBe(false)
    expect(await description(red)).toBe('changed')
    const progress = JSON.parse(
      readFileSync(path.join(t.dataDir, 'teams', 'red', 'progress.json'), 'utf8'),
    ) as {
      solved: Record<string, unknown>
    }
    expect(progress.solved).toEqual({})
    expect(await blue.solved('scoreBoardChallenge')).toBe(true)
  })

  it('all: both', async () => {
    expect((await reset('all')).status).toBe(200)
    expect(await red.solved('scoreBoardChallenge')).toBe(false)
    expect(await description(red)).not.toBe('changed')
  })

  it('challenge: makes one challenge unsolved', async () => {
    await red.request('/rest/products/search?q=%27))--')
    expect((await reset('challenge', { challenge: 'scoreBoardChallenge' })).status).toBe(200)
    expect(await red.solved('scoreBoardChallenge')).toBe(false)
    const { body } = await trainer.json<{ name: string; solved: number }[]>('/workshop/api/teams')
    expect(body.find((team) => team.name === 'red')?.solved).toBeGreaterThan(0)
  })

  it('every team at once with POST /workshop/api/reset', async () => {
    const answer = await trainer.json('/workshop/api/reset', { method: 'POST', json: { scope: 'progress' } })
    expect(answer).toEqual({ status: 200, body: { scope: 'progress', ms: expect.any(Number) } })
    expect(await red.solved('scoreBoardChallenge')).toBe(false)
    expect(await blue.solved('scoreBoardChallenge')).toBe(false)
  })

  it('answers 404 for an unknown team or challenge and 400 for a bad scope', async () => {
    expect((await reset('data', {}, 'nobody')).status).toBe(404)
    expect((await reset('challenge', { challenge: 'noSuchChallenge' })).status).toBe(404)
    expect((await reset('challenge')).status).toBe(404)
    expect((await reset('everything')).status).toBe(400)
  })

  it('resets a team whose shop is not running through its files', async () => {
    await trainer.request('/workshop/api/teams', { method: 'POST', json: { name: 'idle' } })
    const folder = path.join(t.dataDir, 'teams', 'idle')
    expect(existsSync(folder)).toBe(false)
    expect((await reset('progress', {}, 'idle')).status).toBe(200)
    expect(t.workshop.registry.runningShop('idle')).toBeUndefined()
  })
})
