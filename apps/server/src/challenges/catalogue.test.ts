import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson, sendJson } from '../test-support/http-helpers.js'
import path from 'node:path'
import { paths } from '../platform/paths.js'
import { referenceCatalogue as expected } from '../test-support/reference-catalogue.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'
import { loadCatalogue } from './catalogue.js'

interface ChallengeRecord {
  id: number
  key: string
  name: string
  category: string
  difficulty: number
  description: string
  solved: boolean
  tags: string | null
  mitigationUrl: string | null
  disabledEnv: string | null
  tutorialOrder: number | null
  codingChallengeStatus: number
  hasCodingChallenge: boolean
  ChallengeDependencies: { id: number; ChallengeId: number; name: string; key: string; missing: boolean }[]
}

/** The catalogue file itself: `hasCodingChallenge` there marks the reference's coding challenges. */
const catalogue = loadCatalogue(path.join(paths.dataDir, 'challenges.yml'))

interface HintRecord {
  id: number
  ChallengeId: number
  text: string
  order: number
  unlocked: boolean
}

const pick = ({ id, key, name, category, difficulty }: ChallengeRecord) => ({
  id,
  key,
  name,
  category,
  difficulty,
})

describe('GET /api/Challenges', () => {
  let t: TestShop
  let challenges: ChallengeRecord[]
  beforeAll(async () => {
    t = await startTestShop()
    challenges = (await readJson<{ data: ChallengeRecord[] }>(await t.request('/api/Challenges'))).data
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the 113 challenges of the catalogue with ids, keys, names, categories and difficulties', () => {
    expect(challenges).toHaveLength(113)
    expect(challenges.map(pick)).toEqual(expected.map(({ hints: _hints, ...challenge }) => challenge))
  })

  it('answers the lower-case path MultiJuicer polls, and doubled slashes, identically', async () => {
    for (const path of ['/api/challenges', '//api/Challenges', '/api/Challenges/']) {
      const response = await t.request(path)
      expect(response.status, path).toBe(200)
      const { status, data } = await readJson<{ status: string; data: ChallengeRecord[] }>(response)
      expect(status).toBe('success')
      expect(data.map(pick), path).toEqual(challenges.map(pick))
    }
  })

  it('returns every challenge unsolved with the attribute types clients rely on', () => {
    for (const challenge of challenges) {
      expect(challenge).toMatchObject({ solved: false, codingChallengeStatus: 0 })
      expect(typeof challenge.description).toBe('string')
      expect(typeof challenge.hasCodingChallenge).toBe('boolean')
      expect([null, 'string']).toContain(challenge.tags === null ? null : typeof challenge.tags)
    }
  })

  it('offers a coding challenge for every catalogue coding challenge, and more', () => {
    const coding = challenges.filter((challenge) => challenge.hasCodingChallenge)
    for (const challenge of coding) expect(challenge.tags).toContain('With Coding Challenge')
    const offered = new Set(coding.map(({ key }) => key))
    // All of the reference's 33 have a snippet.
    const catalogueCoding = catalogue.filter((entry) => entry.hasCodingChallenge).map(({ key }) => key)
    expect(catalogueCoding).toHaveLength(33)
    expect(catalogueCoding.filter((key) => !offered.has(key))).toEqual([])
    expect(coding.length).toBeGreaterThanOrEqual(60)
    expect(challenges.find((c) => c.key === 'loginAdminChallenge')?.tags).toBe(
      'Tutorial,Good for Demos,With Coding Challenge',
    )
  })

  it('carries tutorial positions and 80 mitigation links', () => {
    expect(challenges.find((c) => c.key === 'scoreBoardChallenge')?.tutorialOrder).toBe(1)
    expect(challenges.find((c) => c.key === 'loginJimChallenge')?.tutorialOrder).toBe(12)
    expect(challenges.find((c) => c.key === 'passwordHashLeakChallenge')?.tutorialOrder).toBeNull()
    expect(challenges.filter((c) => c.mitigationUrl !== null)).toHaveLength(80)
  })

  it('keeps every challenge available under safetyMode auto', () => {
    expect(challenges.filter((c) => c.disabledEnv !== null)).toEqual([])
  })

  it('includes the external dependencies of the LLM challenges; the Web3 ones have their own chain', () => {
    const dependencies = (key: string) => challenges.find((c) => c.key === key)?.ChallengeDependencies
    expect(dependencies('nftMintChallenge')).toEqual([])
    expect(dependencies('web3WalletChallenge')).toEqual([])
    const llm = dependencies('chatbotPromptInjectionChallenge') ?? []
    expect(llm.map((dependency) => [dependency.name, dependency.key])).toEqual([
      ['LLM API', 'http://localhost:11434/v1'],
      ['LLM Model', 'gemma4:e4b'],
    ])
    for (const dependency of llm) {
      expect(dependency).toMatchObject({
        documentation: 'https://howto-llm.owasp-juice.shop',
        ChallengeId: 110,
      })
      expect(Object.keys(dependency)).toEqual([
        'id',
        'ChallengeId',
        'name',
        'documentation',
        'key',
        'missing',
      ])
    }
    expect(challenges.filter((c) => c.ChallengeDependencies.length > 0).map((c) => c.id)).toEqual([
      110, 111, 112, 113,
    ])
  })

  it('names the default domain in descriptions', () => {
    const accountant = challenges.find((c) => c.key === 'ephemeralAccountantChallenge')
    expect(accountant?.description).toContain('acc0unt4nt@juice-sh.op')
  })
})

describe('GET /api/Hints', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop()
  })
  afterAll(async () => {
    await t.close()
  })

  const hints = async (query = ''): Promise<HintRecord[]> =>
    (await readJson<{ data: HintRecord[] }>(await t.request(`/api/Hints${query}`))).data

  it('lists the 386 hints ordered by challenge and order', async () => {
    const all = await hints()
    expect(all).toHaveLength(386)
    const sorted = [...all].sort((a, b) => a.ChallengeId - b.ChallengeId || a.order - b.order)
    expect(all.map((hint) => hint.id)).toEqual(sorted.map((hint) => hint.id))
    for (const hint of all) expect(hint.unlocked).toBe(false)
  })

  it('numbers the hints of each challenge 1..n as the catalogue says', async () => {
    const all = await hints()
    for (const challenge of expected) {
      const own = all.filter((hint) => hint.ChallengeId === challenge.id).map((hint) => hint.order)
      expect(own, challenge.key).toEqual(
        Array.from({ length: challenge.hints }, (_value, index) => index + 1),
      )
    }
  })

  it('filters by ChallengeId', async () => {
    const own = await hints('?ChallengeId=1')
    expect(own).toHaveLength(3)
    expect(own.every((hint) => hint.ChallengeId === 1)).toBe(true)
  })

  it('unlocks a hint with PUT /api/Hints/:id without authentication', async () => {
    const [first] = await hints('?ChallengeId=2')
    if (!first) throw new Error('no hint for challenge 2')
    const response = await t.request(`/api/Hints/${first.id}`, sendJson('PUT', { unlocked: true }))
    expect(response.status).toBe(200)
    const { data } = await readJson<{ data: HintRecord }>(response)
    expect(data).toMatchObject({ id: first.id, unlocked: true, ChallengeId: 2 })
    const after = await hints('?ChallengeId=2')
    expect(after.map((hint) => hint.unlocked)).toEqual([true, false, false])
  })
})
