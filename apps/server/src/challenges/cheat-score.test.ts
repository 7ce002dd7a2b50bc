import { describe, expect, it } from 'vitest'
import {
  EXEMPT_CHALLENGES,
  MINIMUM_SECONDS,
  cheatScore,
  latestSolve,
  minimumSeconds,
  totalCheatScore,
  type EarlierSolve,
  type ScoredSolve,
} from './cheat-score.js'

const start = '2026-11-25T09:00:00.000Z'
const at = (seconds: number): string => new Date(Date.parse(start) + seconds * 1000).toISOString()
const login = { method: 'POST', url: '/rest/user/login', ip: '::1' }

const solve = (key: string, difficulty: number, seconds: number, request = login): ScoredSolve => ({
  key,
  difficulty,
  solvedAt: at(seconds),
  evidence: { summary: 'solved', request },
})
const earlier = (seconds: number, extra: Partial<EarlierSolve> = {}): EarlierSolve => ({
  solvedAt: at(seconds),
  restored: false,
  evidence: { summary: 'earlier', request: { method: 'GET', url: '/ftp', ip: '::1' } },
  ...extra,
})

describe('cheat score of one solve', () => {
  it('is high for a solve implausibly soon after the previous one', () => {
    // a 3-star challenge needs at least 120 s: 30 s scores 1 - 30/120
    expect(cheatScore(solve('loginJimChallenge', 3, 130), earlier(100), start)).toBe(0.75)
    expect(cheatScore(solve('loginJimChallenge', 3, 100), earlier(100), start)).toBe(1)
  })

  it('is 0 once the minimum time of the difficulty has passed', () => {
    expect(cheatScore(solve('loginJimChallenge', 3, 220), earlier(100), start)).toBe(0)
    expect(cheatScore(solve('loginJimChallenge', 3, 3600), earlier(100), start)).toBe(0)
    expect(cheatScore(solve('loginSupportChallenge', 6, 400), earlier(100), start)).toBe(0)
  })

  it('scales with the difficulty and rounds to two decimals', () => {
    expect(cheatScore(solve('zeroStarsChallenge', 1, 110), earlier(100), start)).toBe(0.5)
    expect(cheatScore(solve('loginAdminChallenge', 2, 110), earlier(100), start)).toBe(0.83)
    expect(cheatScore(solve('loginSupportChallenge', 6, 110), earlier(100), start)).toBe(0.97)
  })

  it('counts the first solve from the start of the progress', () => {
    expect(cheatScore(solve('loginAdminChallenge', 2, 15), undefined, start)).toBe(0.75)
    expect(cheatScore(solve('loginAdminChallenge', 2, 90), undefined, start)).toBe(0)
  })

  it('counts from a restore like from any other earlier solve', () => {
    const restored = earlier(100, { restored: true, evidence: { summary: 'restored from a continue code' } })
    expect(cheatScore(solve('loginAdminChallenge', 2, 130), restored, start)).toBe(0.5)
  })

  it('exempts the by-product challenges', () => {
    for (const key of EXEMPT_CHALLENGES)
      expect(cheatScore(solve(key, 1, 0.1), earlier(0), start), key).toBe(0)
    expect([...EXEMPT_CHALLENGES].sort()).toEqual([
      'closeNotificationsChallenge',
      'errorHandlingChallenge',
      'privacyPolicyChallenge',
      'scoreBoardChallenge',
    ])
  })

  it('exempts a solve caused by the same request as the previous one', () => {
    const weakPassword = earlier(100, { evidence: { summary: 'admin123', request: login } })
    expect(cheatScore(solve('loginAdminChallenge', 2, 100.01), weakPassword, start)).toBe(0)
    // the same request evidence much later is another request
    expect(cheatScore(solve('loginAdminChallenge', 2, 130), weakPassword, start)).toBe(0.5)
    // another request right after is scored
    const other = { ...login, url: '/rest/user/login?x=1' }
    expect(cheatScore(solve('loginAdminChallenge', 2, 100.01, other), weakPassword, start)).toBe(1)
  })

  it('gives 0 when the times cannot be compared', () => {
    expect(cheatScore(solve('loginAdminChallenge', 2, 10), earlier(20), start)).toBe(0)
    expect(
      cheatScore(solve('loginAdminChallenge', 2, 10), { ...earlier(0), solvedAt: 'yesterday' }, start),
    ).toBe(0)
  })

  it('uses the largest minimum for a difficulty outside 1..6', () => {
    expect(MINIMUM_SECONDS).toEqual({ 1: 20, 2: 60, 3: 120, 4: 180, 5: 240, 6: 300 })
    expect(minimumSeconds(7)).toBe(300)
  })
})

describe('previous solve', () => {
  it('is the latest earlier solve, restored or not', () => {
    const restored = earlier(50, { restored: true })
    expect(latestSolve([earlier(10), restored, earlier(30)])).toBe(restored)
    expect(latestSolve([])).toBeUndefined()
  })
})

describe('total cheat score', () => {
  it('is the median of the fresh solves', () => {
    expect(totalCheatScore([0.9, 0, 0.4].map((score) => ({ restored: false, cheatScore: score })))).toBe(0.4)
    expect(totalCheatScore([0.9, 0, 0.4, 0.5].map((score) => ({ restored: false, cheatScore: score })))).toBe(
      0.45,
    )
  })

  it('leaves out restores and solves recorded without a score', () => {
    expect(
      totalCheatScore([
        { restored: false, cheatScore: 0.8 },
        { restored: true, cheatScore: 0 },
        { restored: true },
        { restored: false },
      ]),
    ).toBe(0.8)
  })

  it('is 0 without fresh solves', () => {
    expect(totalCheatScore([])).toBe(0)
    expect(totalCheatScore([{ restored: true }])).toBe(0)
  })
})
