import type { RequestHandler } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'

/** `LIKE` wildcards in the needle are matched literally. */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, '\\$&')}%`

/**
 * The database-backed check of spec/api.md §1.1 step 32 over stored feedback and complaints: every request that
 * gets this far offers a lookup, which runs only when a detector still needs it. SQL `LIKE` matches
 * case-insensitively for ASCII, as in the reference (§2.8.5).
 */
export function userTextsObserver(shop: Shop): RequestHandler {
  const storedTextContains = (needle: string): boolean => {
    const pattern = likePattern(needle)
    const row = shop.db
      .prepare(
        `SELECT 1 FROM Feedbacks WHERE comment LIKE @pattern ESCAPE '\\'
         UNION ALL SELECT 1 FROM Complaints WHERE message LIKE @pattern ESCAPE '\\' LIMIT 1`,
      )
      .get({ pattern })
    return row !== undefined
  }
  return (req, _res, next) => {
    shop.events.publish('userTexts.observed', { storedTextContains, request: requestFacts(req) })
    next()
  }
}
