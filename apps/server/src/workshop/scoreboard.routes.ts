import { Router } from 'express'
import type { TeamRegistry } from './team-registry.js'

const RECENT_SOLVES = 20

/**
 * The scoreboard's two reads: the ranking and the latest solves (who may read them is the mounting router's call).
 * `cutOff` answers the time after which solves are left out (the players' board once the event froze it), or null.
 */
export function scoreboardRoutes(registry: TeamRegistry, cutOff: () => number | null = () => null): Router {
  const router = Router()
  router.get('/scoreboard', (_req, res) => {
    const ranked = registry
      .summaries(cutOff())
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    res.json(
      ranked.map(({ name, score, solved, lastSolvedAt }, index) => ({
        rank: index + 1,
        name,
        score,
        solved,
        lastSolvedAt,
      })),
    )
  })
  router.get('/scoreboard/recent', (_req, res) => {
    const { classProgress } = registry
    const solves = classProgress.classSolves(registry.allProgress(), cutOff()).slice(-RECENT_SOLVES).reverse()
    res.json(solves.map(({ team, name, difficulty, solvedAt }) => ({ team, name, difficulty, solvedAt })))
  })
  return router
}
