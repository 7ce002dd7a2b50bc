import type { ChallengeSolvedNotification } from '@juicy/contracts'
import { SocketEvents } from '@juicy/contracts'
import type { Socket } from 'socket.io-client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readJson } from '../test-support/http-helpers.js'
import { eventually, startTestShop, type TestShop } from '../test-support/test-shop.js'
import { decodeContinueCode, encodeContinueCode, type ContinueCodeFamily } from './continue-code.js'

const scoreBoardCode = 'V7enOEV7owOjNpzbmZEYlyx69M4JAq4D0gWnLKD3vRQX12rkePBa58qPQ32v'
const imaginaryCode = '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj'
const firstThreeCode = 'OnaBBarwE2q487KZPVgxzNb59LGlaHquq06DmlyMX3okOQWRneYJpj1vWpK2'
const families: ContinueCodeFamily[] = ['hacking', 'findIt', 'fixIt']
const invalidCodes = [
  'ThisIsDefinitelyNotAValidContinueCode',
  '<img src=nonexist1 onerror=alert()>',
  '',
  'abc-123',
]

/** Collects the `challenge solved` events a socket receives from now on. */
function solvedNotifications(socket: Socket): ChallengeSolvedNotification[] {
  const received: ChallengeSolvedNotification[] = []
  socket.on(SocketEvents.challengeSolved, (notification: ChallengeSolvedNotification) =>
    received.push(notification),
  )
  return received
}

describe('continue codes', () => {
  it("encode the reference's test vectors", () => {
    expect(encodeContinueCode('hacking', [75])).toBe(scoreBoardCode)
    expect(encodeContinueCode('hacking', [999])).toBe(imaginaryCode)
    expect(encodeContinueCode('hacking', [1, 2, 3])).toBe(firstThreeCode)
  })

  it('sort the ids before encoding', () => {
    expect(encodeContinueCode('hacking', [3, 1, 2])).toBe(firstThreeCode)
  })

  it('decode the test vectors', () => {
    expect(decodeContinueCode('hacking', scoreBoardCode)).toEqual([75])
    expect(decodeContinueCode('hacking', imaginaryCode)).toEqual([999])
    expect(decodeContinueCode('hacking', firstThreeCode)).toEqual([1, 2, 3])
  })

  it('encode nothing when no id is given', () => {
    for (const family of families) expect(encodeContinueCode(family, [])).toBeUndefined()
  })

  it('are at least 60 characters of a-zA-Z0-9 and round-trip in every family', () => {
    for (const family of families) {
      const code = encodeContinueCode(family, [5, 42, 113]) ?? ''
      expect(code).toMatch(/^[a-zA-Z0-9]{60,}$/)
      expect(decodeContinueCode(family, code)).toEqual([5, 42, 113])
    }
  })

  it('use a different salt per family', () => {
    expect(encodeContinueCode('findIt', [75])).not.toBe(scoreBoardCode)
    expect(encodeContinueCode('fixIt', [75])).not.toBe(encodeContinueCode('findIt', [75]))
    expect(decodeContinueCode('findIt', scoreBoardCode)).toEqual([])
  })

  it.each(invalidCodes)('decode the invalid code %j to nothing', (code) => {
    for (const family of families) expect(decodeContinueCode(family, code)).toEqual([])
  })
})

describe('continue-code HTTP routes', () => {
  let t: TestShop
  beforeEach(async () => {
    t = await startTestShop()
  })
  afterEach(async () => {
    await t.close()
  })

  const put = (path: string) => t.request(path, { method: 'PUT' })

  it('GET /rest/continue-code answers {} while nothing is solved', async () => {
    for (const suffix of ['', '-findIt', '-fixIt']) {
      const response = await t.request(`/rest/continue-code${suffix}`)
      expect(response.status).toBe(200)
      expect(await readJson(response)).toEqual({})
    }
  })

  it('GET /rest/continue-code encodes the ids of the solved challenges', async () => {
    await t.request('/assets/public/images/padding/1px.png')
    expect(await readJson(await t.request('/rest/continue-code'))).toEqual({ continueCode: scoreBoardCode })
    await put(`/rest/continue-code/apply/${firstThreeCode}`)
    const { continueCode } = await readJson<{ continueCode: string }>(await t.request('/rest/continue-code'))
    expect(decodeContinueCode('hacking', continueCode)).toEqual([1, 2, 3, 75])
  })

  it.each([
    '/rest/continue-code/apply/yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY',
    `/rest/continue-code/apply/${imaginaryCode}`,
    '/rest/continue-code-findIt/apply/Xg9oK0VdbW5g1KX9G7JYnqLpz3rAPBh6p4eRlkDM6EaBON2QoPmxjyvwMrP6',
    '/rest/continue-code-fixIt/apply/y28BEPE2k3yRrdz5p6DGqJONnj41n5UEWawYWgBMoVmL79bKZ8Qve0Xl5QLW',
  ])('PUT %s is accepted', async (path) => {
    expect((await put(path)).status).toBe(200)
  })

  it.each(['ThisIsDefinitelyNotAValidContinueCode', '%3Cimg%20src=nonexist1%20onerror=alert()%3E'])(
    'PUT .../apply/%s answers 404 for all three families',
    async (code) => {
      for (const prefix of [
        '/rest/continue-code',
        '/rest/continue-code-findIt',
        '/rest/continue-code-fixIt',
      ]) {
        const response = await put(`${prefix}/apply/${code}`)
        expect(response.status, prefix).toBe(404)
        expect(await response.text()).toBe('Invalid continue code.')
      }
    },
  )

  it('restores the solved challenges and counts the decoded ids', async () => {
    const response = await put(`/rest/continue-code/apply/${firstThreeCode}`)
    expect(await readJson(response)).toEqual({ data: '3 solved challenges have been restored.' })
    expect((await t.challenge('passwordHashLeakChallenge')).solved).toBe(true)
    expect((await t.challenge('restfulXssChallenge')).solved).toBe(true)
    expect((await t.challenge('accessLogDisclosureChallenge')).solved).toBe(true)
    expect((await t.challenge('registerAdminChallenge')).solved).toBe(false)
  })

  it('broadcasts restored challenges as "challenge solved" with isRestore: true', async () => {
    const received = solvedNotifications(await t.socket())
    await put(`/rest/continue-code/apply/${scoreBoardCode}`)
    await eventually(() => received.length === 1)
    expect(received[0]).toMatchObject({
      key: 'scoreBoardChallenge',
      name: 'Score Board',
      isRestore: true,
      flag: '2614339936e8282e2f820f023d4d998a1f95e02a',
    })
  })

  it('raises the coding status with find-it and fix-it codes, never lowering it', async () => {
    const fixIt = encodeContinueCode('fixIt', [45]) ?? ''
    const findIt = encodeContinueCode('findIt', [45, 47]) ?? ''
    expect(await readJson(await put(`/rest/continue-code-fixIt/apply/${fixIt}`))).toEqual({
      data: '1 solved challenges have been restored.',
    })
    await put(`/rest/continue-code-findIt/apply/${findIt}`)
    const status = (key: string) =>
      (
        t.shop.db.prepare('SELECT codingChallengeStatus AS s FROM Challenges WHERE key = ?').get(key) as {
          s: number
        }
      ).s
    expect(status('loginAdminChallenge')).toBe(2)
    expect(status('loginBenderChallenge')).toBe(1)
    const findItCode = await readJson<{ continueCode: string }>(await t.request('/rest/continue-code-findIt'))
    expect(decodeContinueCode('findIt', findItCode.continueCode)).toEqual([45, 47])
    const fixItCode = await readJson<{ continueCode: string }>(await t.request('/rest/continue-code-fixIt'))
    expect(decodeContinueCode('fixIt', fixItCode.continueCode)).toEqual([45])
  })
})

describe('GET /rest/repeat-notification', () => {
  let t: TestShop
  beforeEach(async () => {
    t = await startTestShop()
  })
  afterEach(async () => {
    await t.close()
  })

  const repeat = async (query: string): Promise<Response> => t.request(`/rest/repeat-notification${query}`)

  it('answers OK and re-broadcasts the notification of a solved challenge', async () => {
    const received = solvedNotifications(await t.socket())
    await t.request('/assets/public/images/padding/1px.png')
    await eventually(() => received.length === 1)
    expect(received[0]).toMatchObject({ key: 'scoreBoardChallenge', isRestore: false })
    const response = await repeat('?challenge=Score%20Board')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('OK')
    await eventually(() => received.length === 2)
    expect(received[1]).toMatchObject({ key: 'scoreBoardChallenge', isRestore: true })
  })

  it('answers OK without broadcasting for unsolved, unknown or missing challenges', async () => {
    const received = solvedNotifications(await t.socket())
    for (const query of [
      '?challenge=Score%20Board',
      '?challenge=Retrieve%20Blueprint',
      '?challenge=Nope',
      '',
    ]) {
      const response = await repeat(query)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('OK')
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(received).toEqual([])
  })
})
