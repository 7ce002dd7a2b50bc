import type { ViewedHint } from '@juicy/contracts'
import type { Shop } from '../shop/shop.js'

interface HintRow {
  challenge: string
  name: string
  order: number
  text: string
  updatedAt: string
}

/**
 * The hints a team's players unlocked on the score board (the client unlocks a hint with `PUT /api/Hints/:id`),
 * in the order they were unlocked. Unlocks live in the team's database: a team whose shop is not running, or whose
 * data was reset, has none.
 */
export function viewedHints(shop: Shop | undefined): ViewedHint[] {
  if (!shop) return []
  const rows = shop.db
    .prepare(
      `SELECT c."key" AS challenge, c."name" AS name, h."order" AS "order", h."text" AS text, h."updatedAt" AS updatedAt
       FROM "Hints" h JOIN "Challenges" c ON c."id" = h."ChallengeId"
       WHERE h."unlocked" = 1 ORDER BY h."updatedAt", h."id"`,
    )
    .all() as HintRow[]
  return rows.map(({ challenge, name, order, text, updatedAt }) => ({
    challenge,
    name,
    order,
    text,
    viewedAt: new Date(updatedAt).toISOString(),
  }))
}
