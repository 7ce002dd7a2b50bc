import type { SolveEvidence } from '@juicy/contracts'

/*
 * Cheat score (webhook `cheatScore`/`totalCheatScore`, metric `juiceshop_cheat_score`): a heuristic
 * in 0..1 for "this solve came implausibly fast", never a verdict.
 *
 * - A fresh solve is compared with the shop's previous solve (restores included, because the player resumed then),
 *   or with the start of the progress (the first start of the shop, or its last progress reset) for the first
 *   solve: score = max(0, 1 - elapsed / MINIMUM_SECONDS[difficulty]), rounded to two decimals. Solving a 3-star
 *   challenge 30 s after the previous one scores 0.75; two minutes or more score 0.
 * - Exempt (score 0): a solve caused by the same request as the previous solve (same method, URL and client within
 *   SAME_REQUEST_WINDOW_MS: one exploit that satisfies two challenges by design), and the challenges in
 *   EXEMPT_CHALLENGES, which players solve on the way to others. Restores from continue codes are not fresh solves
 *   and get no score at all.
 * - The total is the median of the fresh solves' scores (0 without any), so a few lucky quick finds do not mark a
 *   team; solves recorded before the shop kept scores are left out.
 */

/**
 * Least seconds a player plausibly needs, after the previous solve, to understand a challenge of this difficulty and
 * carry out its exploit through the shop even when knowing the way: a minute per star beyond the first (five minutes
 * for six stars), and 20 s for the one-star challenges that are one page visit away.
 */
export const MINIMUM_SECONDS: Readonly<Record<number, number>> = {
  1: 20,
  2: 60,
  3: 120,
  4: 180,
  5: 240,
  6: 300,
}

/**
 * Challenges that are by-products of playing, not achievements of their own: their speed says nothing.
 * - `scoreBoardChallenge`: the first thing nearly every player finds, often within seconds of opening the shop.
 * - `closeNotificationsChallenge`: solved by dismissing the notifications of other solves, so it always follows one.
 * - `errorHandlingChallenge`: any malformed injection attempt provokes the error, usually on the way to another solve.
 * - `privacyPolicyChallenge`: opening a page from the side menu, a click any exploring player makes early.
 */
export const EXEMPT_CHALLENGES: ReadonlySet<string> = new Set([
  'scoreBoardChallenge',
  'closeNotificationsChallenge',
  'errorHandlingChallenge',
  'privacyPolicyChallenge',
])

/** Two solves with the same request evidence this close together come from one request (or its immediate replay). */
export const SAME_REQUEST_WINDOW_MS = 3000

/** A solve being scored. */
export interface ScoredSolve {
  key: string
  difficulty: number
  solvedAt: string
  evidence: SolveEvidence
}

/** An earlier solve as the progress store keeps it. */
export interface EarlierSolve {
  solvedAt: string
  restored: boolean
  evidence: SolveEvidence
  cheatScore?: number
}

const round2 = (value: number): number => Math.round(value * 100) / 100

/** The most recent of the earlier solves (fresh or restored), if any. */
export function latestSolve<T extends EarlierSolve>(solves: Iterable<T>): T | undefined {
  let latest: T | undefined
  for (const solve of solves) if (latest === undefined || solve.solvedAt > latest.solvedAt) latest = solve
  return latest
}

/** Whether the solve and the previous one were caused by the same request. */
export function sameRequest(solve: ScoredSolve, previous: EarlierSolve): boolean {
  const [a, b] = [solve.evidence.request, previous.evidence.request]
  if (previous.restored || a === undefined || b === undefined) return false
  const gap = Date.parse(solve.solvedAt) - Date.parse(previous.solvedAt)
  return (
    gap >= 0 && gap <= SAME_REQUEST_WINDOW_MS && a.method === b.method && a.url === b.url && a.ip === b.ip
  )
}

/** Seconds a player plausibly needs at least for a challenge of this difficulty. */
export function minimumSeconds(difficulty: number): number {
  return MINIMUM_SECONDS[difficulty] ?? MINIMUM_SECONDS[6]!
}

/**
 * The cheat score of a fresh solve, given the shop's previous solve (undefined for the first) and when its progress
 * started (first start or last progress reset).
 */
export function cheatScore(
  solve: ScoredSolve,
  previous: EarlierSolve | undefined,
  progressStartedAt: string,
): number {
  if (EXEMPT_CHALLENGES.has(solve.key)) return 0
  if (previous !== undefined && sameRequest(solve, previous)) return 0
  const elapsedMs = Date.parse(solve.solvedAt) - Date.parse(previous?.solvedAt ?? progressStartedAt)
  // an unreadable time or a clock that went back tells nothing
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return 0
  return round2(Math.max(0, 1 - elapsedMs / 1000 / minimumSeconds(solve.difficulty)))
}

/** The median of the fresh solves' cheat scores; 0 when there are none. */
export function totalCheatScore(solves: Iterable<Pick<EarlierSolve, 'restored' | 'cheatScore'>>): number {
  const scores: number[] = []
  for (const { restored, cheatScore: score } of solves)
    if (!restored && typeof score === 'number' && Number.isFinite(score)) scores.push(score)
  if (scores.length === 0) return 0
  scores.sort((a, b) => a - b)
  const middle = Math.floor(scores.length / 2)
  return round2(scores.length % 2 === 1 ? scores[middle]! : (scores[middle - 1]! + scores[middle]!) / 2)
}
