import { SocketEvents } from '@juicy/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readJson, sendJson } from '../../test-support/http-helpers.js'
import { eventually, startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { paths } from '../../platform/paths.js'
import { loadCodingChallenges, type CodingChallenge } from './coding-data.js'

interface Verdict {
  verdict: boolean
  hint?: string
  explanation?: string
}

const KEY = 'loginAdminChallenge'

describe('coding challenges', () => {
  let t: TestShop
  let loginAdmin: CodingChallenge
  beforeAll(async () => {
    t = await startTestShop()
    loginAdmin = t.shop.codingChallenges.get(KEY)!
  })
  afterAll(() => t.close())
  beforeEach(() => t.shop.engine.resetProgress())

  const verdict = async (body: unknown) => {
    const response = await t.request('/snippets/verdict', sendJson('POST', body))
    return { status: response.status, body: await readJson<Verdict>(response) }
  }
  const fixVerdict = async (body: unknown) => {
    const response = await t.request('/snippets/fixes', sendJson('POST', body))
    return { status: response.status, body: await readJson<Verdict>(response) }
  }
  const codingStatus = async (key: string) => {
    const response = await t.request(`/api/Challenges/?key=${key}`)
    const [row] = (
      await readJson<{ data: { codingChallengeStatus: number; hasCodingChallenge: boolean }[] }>(response)
    ).data
    return row!
  }
  /** The `code challenge solved` events a socket receives while `action` runs. */
  const codeSolvedEvents = async (action: () => Promise<unknown>) => {
    const socket = await t.socket()
    const events: unknown[] = []
    socket.on(SocketEvents.codeChallengeSolved, (event: unknown) => events.push(event))
    await action()
    await eventually(() => events.length > 0)
    socket.close()
    return events
  }

  describe('GET /snippets', () => {
    it('lists every challenge with a coding challenge', async () => {
      const body = await readJson<{ challenges: string[] }>(await t.request('/snippets'))
      expect(body.challenges).toEqual([...t.shop.codingChallenges.keys()])
      expect(body.challenges).toContain(KEY)
    })

    it('answers a snippet of our code for a challenge key', async () => {
      const response = await t.request(`/snippets/${KEY}`)
      expect(response.status).toBe(200)
      const { snippet } = await readJson<{ snippet: string }>(response)
      expect(snippet).toContain('SELECT * FROM Users WHERE email')
      expect(snippet).not.toContain('vuln-code-snippet')
    })

    it.each(['doesNotExistChallenge', 'easterEggLevelTwoChallenge'])('answers 404 for %s', async (key) => {
      const response = await t.request(`/snippets/${key}`)
      expect(response.status).toBe(404)
      expect(await readJson(response)).toEqual({
        status: 'error',
        error: `No code challenge for challenge key: ${key}`,
      })
    })

    it('marks exactly the challenges with a snippet in /api/Challenges, with the tag', async () => {
      const response = await t.request('/api/Challenges')
      const { data } = await readJson<{
        data: { key: string; hasCodingChallenge: boolean; tags: string | null }[]
      }>(response)
      for (const challenge of data) {
        expect(challenge.hasCodingChallenge).toBe(t.shop.codingChallenges.has(challenge.key))
        expect((challenge.tags ?? '').split(',').includes('With Coding Challenge')).toBe(
          challenge.hasCodingChallenge,
        )
      }
    })
  })

  describe('POST /snippets/verdict ("find it")', () => {
    it('accepts exactly the vulnerable lines, sets status 1 and tells every client', async () => {
      expect((await verdict({ key: KEY, selectedLines: [1, 2] })).body).toEqual({ verdict: false })
      const events = await codeSolvedEvents(async () => {
        expect(await verdict({ key: KEY, selectedLines: loginAdmin.vulnLines })).toEqual({
          status: 200,
          body: { verdict: true },
        })
      })
      expect(events).toEqual([{ key: KEY, codingChallengeStatus: 1 }])
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(1)
    })

    it('refuses a selection with an extra line or without a vulnerable line', async () => {
      const extra = [...loginAdmin.vulnLines, 1]
      expect((await verdict({ key: KEY, selectedLines: extra })).body.verdict).toBe(false)
      expect((await verdict({ key: KEY, selectedLines: [] })).body.verdict).toBe(false)
      expect((await verdict({ key: KEY })).body.verdict).toBe(false)
      expect((await verdict({ key: KEY, selectedLines: 'all' })).body.verdict).toBe(false)
      expect(
        (await verdict({ key: KEY, selectedLines: loginAdmin.vulnLines.map(String) })).body.verdict,
      ).toBe(false)
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(0)
    })

    it('answers 404 for an unknown or missing key', async () => {
      for (const body of [{ key: 'doesNotExistChallenge', selectedLines: [1] }, { selectedLines: [1] }, []]) {
        const { status, body: answer } = await verdict(body)
        expect(status).toBe(404)
        expect(answer).toMatchObject({ status: 'error' })
      }
    })

    it('gives no hint after the first wrong attempt, then each hint, then the lines', async () => {
      const hints: (string | undefined)[] = []
      for (let attempt = 1; attempt <= loginAdmin.hints.length + 2; attempt++)
        hints.push((await verdict({ key: KEY, selectedLines: [999] })).body.hint)
      const [line] = loginAdmin.vulnLines
      expect(hints).toEqual([
        undefined,
        ...loginAdmin.hints,
        `Line ${line} is responsible for this vulnerability or security flaw. Select it and submit to proceed.`,
      ])
    })
  })

  describe('GET and POST /snippets/fixes ("fix it")', () => {
    it('lists the fix options as whole snippets', async () => {
      const { fixes } = await readJson<{ fixes: string[] }>(await t.request(`/snippets/fixes/${KEY}`))
      expect(fixes).toEqual(loginAdmin.fixes.map((fix) => fix.code))
      expect(fixes.length).toBeGreaterThanOrEqual(3)
    })

    it('answers 404 without fixes', async () => {
      const response = await t.request('/snippets/fixes/doesNotExistChallenge')
      expect(response.status).toBe(404)
      expect(await readJson(response)).toEqual({ error: 'No fixes found for the snippet!' })
      expect(await fixVerdict({ key: 'doesNotExistChallenge', selectedFix: 1 })).toEqual({
        status: 404,
        body: { error: 'No fixes found for the snippet!' },
      })
    })

    it('explains a wrong option, ignores an option that does not exist, and solves with the right one', async () => {
      const right = loginAdmin.fixes.findIndex((fix) => fix.correct)
      const wrong = loginAdmin.fixes.findIndex((fix) => !fix.correct)
      expect((await fixVerdict({ key: KEY, selectedFix: wrong })).body).toEqual({
        verdict: false,
        explanation: loginAdmin.fixes[wrong]!.explanation,
      })
      expect((await fixVerdict({ key: KEY, selectedFix: 42 })).body).toEqual({ verdict: false })
      expect((await fixVerdict({ key: KEY, selectedFix: '1' })).body).toEqual({ verdict: false })
      const events = await codeSolvedEvents(async () => {
        expect((await fixVerdict({ key: KEY, selectedFix: right })).body).toEqual({
          verdict: true,
          explanation: loginAdmin.fixes[right]!.explanation,
        })
      })
      expect(events).toEqual([{ key: KEY, codingChallengeStatus: 2 }])
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(2)
    })

    it('never lowers the status when "find it" is solved again after "fix it"', async () => {
      const right = loginAdmin.fixes.findIndex((fix) => fix.correct)
      await fixVerdict({ key: KEY, selectedFix: right })
      await verdict({ key: KEY, selectedLines: loginAdmin.vulnLines })
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(2)
    })
  })

  describe('continue codes and metrics', () => {
    it('restores both phases from the find-it and fix-it continue codes', async () => {
      await verdict({ key: KEY, selectedLines: loginAdmin.vulnLines })
      const right = loginAdmin.fixes.findIndex((fix) => fix.correct)
      await fixVerdict({ key: 'loginJimChallenge', selectedFix: right })
      const findIt = await readJson<{ continueCode: string }>(await t.request('/rest/continue-code-findIt'))
      const fixIt = await readJson<{ continueCode: string }>(await t.request('/rest/continue-code-fixIt'))
      t.shop.engine.resetProgress()
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(0)
      const apply = (family: string, code: string) =>
        t.request(`/rest/continue-code-${family}/apply/${code}`, { method: 'PUT' })
      expect(await readJson(await apply('findIt', findIt.continueCode))).toEqual({
        data: '2 solved challenges have been restored.',
      })
      expect((await apply('fixIt', fixIt.continueCode)).status).toBe(200)
      expect((await codingStatus(KEY)).codingChallengeStatus).toBe(1)
      expect((await codingStatus('loginJimChallenge')).codingChallengeStatus).toBe(2)
    })

    it('reports progress and accuracy per phase', async () => {
      await verdict({ key: KEY, selectedLines: [999] })
      await verdict({ key: KEY, selectedLines: loginAdmin.vulnLines })
      const metrics = await (await t.request('/metrics')).text()
      expect(metrics).toMatch(/juiceshop_coding_challenges_progress\{phase="find it",app="juiceshop"\} 1/)
      expect(metrics).toMatch(/juiceshop_coding_challenges_accuracy\{phase="find it",app="juiceshop"\} 0\.5/)
      expect(metrics).toMatch(/juiceshop_coding_challenges_accuracy\{phase="fix it",app="juiceshop"\} 0/)
    })
  })
})

describe('every coding challenge can be solved in both phases', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop()
  })
  afterAll(() => t.close())

  it('has coding challenges to test', () => {
    expect(t.shop.codingChallenges.size).toBeGreaterThan(0)
  })

  it.each([...loadCodingChallenges(paths.codingChallenges).keys()])('%s', async (key) => {
    const challenge = t.shop.codingChallenges.get(key)!
    const post = async (path: string, body: unknown) =>
      readJson<Verdict>(await t.request(path, sendJson('POST', body)))
    const { snippet } = await readJson<{ snippet: string }>(await t.request(`/snippets/${key}`))
    const lineCount = snippet.split('\n').length
    expect(challenge.vulnLines.length).toBeGreaterThan(0)
    for (const line of [...challenge.vulnLines, ...challenge.neutralLines])
      expect(line).toBeLessThanOrEqual(lineCount)
    // Every vulnerable line is needed; neutral lines may be added; any other line spoils the answer.
    if (challenge.vulnLines.length > 1)
      expect(
        (await post('/snippets/verdict', { key, selectedLines: challenge.vulnLines.slice(1) })).verdict,
      ).toBe(false)
    const other = Array.from({ length: lineCount }, (_, index) => index + 1).find(
      (line) => !challenge.vulnLines.includes(line) && !challenge.neutralLines.includes(line),
    )
    if (other !== undefined)
      expect(
        (await post('/snippets/verdict', { key, selectedLines: [...challenge.vulnLines, other] })).verdict,
      ).toBe(false)
    const withNeutral = [...challenge.vulnLines, ...challenge.neutralLines]
    expect((await post('/snippets/verdict', { key, selectedLines: withNeutral })).verdict).toBe(true)

    const { fixes } = await readJson<{ fixes: string[] }>(await t.request(`/snippets/fixes/${key}`))
    expect(fixes.length).toBeGreaterThanOrEqual(3)
    const verdicts = []
    for (let index = 0; index < fixes.length; index++) {
      const answer = await post('/snippets/fixes', { key, selectedFix: index })
      expect(answer.explanation).toBeTruthy()
      verdicts.push(answer.verdict)
    }
    expect(verdicts.filter(Boolean)).toHaveLength(1)
    const status = await readJson<{ data: { codingChallengeStatus: number }[] }>(
      await t.request(`/api/Challenges/?key=${key}`),
    )
    expect(status.data[0]!.codingChallengeStatus).toBe(2)
  })
})
