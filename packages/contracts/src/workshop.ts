/**
 * The workshop API (`/workshop/api`, docs/api.md "The workshop API") as the trainer console and the public
 * scoreboard read it.
 * Times are ISO-8601 strings; scores are juice-shop-ctf-cli points.
 */

/**
 * Socket.IO namespace of the workshop pages: on the players' listener at the shop's path `/socket.io` (the public
 * scoreboard), on the trainer's listener at TRAINER_SOCKET_PATH (the console).
 */
export const WORKSHOP_NAMESPACE = '/workshop'

/** Socket.IO path of the trainer's listener: below `/workshop`, the path of the trainer's session cookie. */
export const TRAINER_SOCKET_PATH = '/workshop/socket.io'

/** `<meta name=… content="players|trainer">` in the workshop pages: which listener served the page. */
export const WORKSHOP_LISTENER_META = 'juicy-workshop-listener'

export const WorkshopEvents = {
  /**
   * Something in the workshop changed (a solve, a reset, a team created or deleted): the console refetches.
   * The payload carries the solve when there is one and the public scoreboard is on.
   */
  changed: 'workshop changed',
} as const

/** A solve as the public scoreboard's ticker shows it. */
export interface PublicSolve {
  team: string
  /** English challenge name. */
  name: string
  difficulty: number
  solvedAt: string
}

export interface WorkshopChange {
  kind: 'solve' | 'reset' | 'teams' | 'event'
  team?: string
  solve?: PublicSolve
}

export interface CategoryProgress {
  category: string
  solved: number
  total: number
}

/** `GET /workshop/api/teams` */
export interface TeamSummary {
  name: string
  createdAt: string
  /** Solves that count: restored ones only when the workshop scores them (`workshop.scoreRestoredSolves`). */
  solved: number
  /** Solves restored from a continue code and left out of `solved` and `score`. */
  restored: number
  /** Challenges the team could solve (the catalogue's, without those unavailable here). */
  total: number
  score: number
  lastSolvedAt: string | null
  categories: CategoryProgress[]
  /**
   * Median cheat score (0..1) of the team's fresh solves, 0 without any: how implausibly fast they came (the server's
   * challenges/cheat-score.ts).
   */
  totalCheatScore: number
}

/** How the engine recorded a solve: a summary and the request that solved it. */
export interface SolveEvidence {
  summary: string
  request?: { method: string; url: string; ip?: string }
  details?: Record<string, unknown>
}

/** `GET /workshop/api/teams/:team/solves`, oldest first. */
export interface TeamSolve {
  /** Challenge key. */
  challenge: string
  name: string
  difficulty: number
  category: string
  solvedAt: string
  /** Restored from a continue code rather than solved in this workshop. */
  restored: boolean
  evidence: SolveEvidence
  /**
   * How implausibly fast the solve came after the team's previous one, 0..1 (the server's challenges/cheat-score.ts);
   * 0 for restores, exempt challenges and solves recorded before the shop kept cheat scores.
   */
  cheatScore: number
}

/** `GET /workshop/api/teams/:team/hints`: hints the team's players unlocked on the score board. */
export interface ViewedHint {
  challenge: string
  name: string
  order: number
  text: string
  viewedAt: string
}

/** `GET /workshop/api/teams/:team/coding`: coding-challenge phases reached (find the flaw, then fix it). */
export interface CodingPhase {
  challenge: string
  name: string
  phase: 'find' | 'fix'
}

/** `GET /workshop/api/solves`: every team's solves, oldest first (charts). */
export interface ClassSolve {
  team: string
  challenge: string
  name: string
  difficulty: number
  category: string
  solvedAt: string
}

export interface StuckTeam {
  team: string
  /** Seconds since the team's last solve (or its creation): how long it has been stuck. */
  stuckSeconds: number
}

/** `GET /workshop/api/challenges/stats`, catalogue order. */
export interface ChallengeStats {
  challenge: string
  name: string
  category: string
  difficulty: number
  solvedBy: number
  /** Median seconds from a team's creation to its solve, null when nobody solved it. */
  medianSeconds: number | null
  /** Up to three teams without this solve, longest stuck first. */
  stuck: StuckTeam[]
}

/** `GET /workshop/api/scoreboard` (public when `workshop.publicScoreboard`). */
export interface ScoreboardEntry {
  rank: number
  name: string
  score: number
  solved: number
  lastSolvedAt: string | null
}

/** `GET /workshop/api/scoreboard/recent`: the latest solves, newest first. */
export type RecentSolves = PublicSolve[]

export type ResetScope = 'data' | 'progress' | 'all' | 'challenge'

export const CTF_EXPORT_FORMATS = ['ctfd', 'fbctf', 'rtb'] as const
export const CTF_HINT_OPTIONS = ['none', 'free', 'paid'] as const
