import type { BoundedQueries } from '../../platform/sql/bounded-query.js'
import type { RequestFacts } from '../../shop/event-bus.js'
import type { Shop } from '../../shop/shop.js'
import { searchProductRows, storedCredentials, tableDefinitions } from './catalogue.repository.js'

/** Longer search texts are cut (spec/api.md §2.2). */
export const maxCriteriaLength = 200

/**
 * The search text as the query uses it: missing or the literal `undefined` → empty, cut to 200 characters, no
 * other change. Answers undefined for a value that is not one text (e.g. `q` given twice).
 */
export function searchCriteria(q: unknown): string | undefined {
  if (q === undefined || q === 'undefined') return ''
  if (typeof q !== 'string') return undefined
  return q.length <= maxCriteriaLength ? q : q.slice(0, maxCriteriaLength)
}

/**
 * Runs the product search and answers the JSON text of the response `{status, data}` with the raw rows (a
 * UNION's made-up rows included). The text is serialised once, for the response and for the detectors. `bounded`
 * runs an injected search query.
 */
export async function searchProducts(
  shop: Shop,
  bounded: BoundedQueries,
  criteria: string,
  request: RequestFacts,
): Promise<string> {
  const rows = await searchProductRows(shop.db, bounded, criteria)
  const answer = JSON.stringify({ status: 'success', data: rows })
  shop.events.publish('product.searched', {
    answer,
    storedCredentials: () => storedCredentials(shop.db),
    tableDefinitions: () => tableDefinitions(shop.db),
    request,
  })
  return answer
}
