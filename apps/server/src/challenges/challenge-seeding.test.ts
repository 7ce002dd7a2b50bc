import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readJson } from '../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'

interface ChallengeRecord {
  key: string
  description: string
  mitigationUrl: string | null
  disabledEnv: string | null
  ChallengeDependencies: { name: string; key: string }[]
}

describe('challenge seeding with custom configuration', () => {
  let t: TestShop
  let challenges: ChallengeRecord[]
  beforeAll(async () => {
    t = await startTestShop({
      overrides: {
        application: { domain: 'juice-b.ox', chatBot: { llmApiUrl: 'https://llm.example/v1' } },
        challenges: { showHints: false, showMitigations: false, safetyMode: 'enabled' },
      },
    })
    challenges = (await readJson<{ data: ChallengeRecord[] }>(await t.request('/api/Challenges'))).data
  })
  afterAll(async () => {
    await t.close()
  })

  it('substitutes application.domain in descriptions', () => {
    const accountant = challenges.find((c) => c.key === 'ephemeralAccountantChallenge')
    expect(accountant?.description).toContain('acc0unt4nt@juice-b.ox')
    expect(accountant?.description).not.toContain('juice-sh.op')
  })

  it('adds the LLM API key dependency for an endpoint that is not a local Ollama', () => {
    const llm = challenges.find((c) => c.key === 'aiDebuggingChallenge')?.ChallengeDependencies ?? []
    expect(llm.map((dependency) => [dependency.name, dependency.key])).toEqual([
      ['LLM API', 'https://llm.example/v1'],
      ['LLM Model', 'gemma4:e4b'],
      ['LLM API Key', 'LLM_API_KEY'],
    ])
  })

  it('seeds no hints when challenges.showHints is false', async () => {
    const response = await t.request('/api/Hints')
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ status: 'success', data: [] })
  })

  it('hides mitigation links when challenges.showMitigations is false', () => {
    expect(challenges.filter((c) => c.mitigationUrl !== null)).toEqual([])
  })

  it('switches off the environment-sensitive challenges in safety mode', () => {
    const xss = challenges.find((c) => c.key === 'restfulXssChallenge')
    expect(xss?.disabledEnv).toBe('Safety Mode')
    expect(xss?.description).toContain('Safety Mode')
    expect(challenges.find((c) => c.key === 'scoreBoardChallenge')?.disabledEnv).toBeNull()
  })
})
