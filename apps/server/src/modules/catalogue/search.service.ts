import { untranslated, type Translate } from '../../platform/i18n/server-translations.js'
import type { BoundedSql } from '../../platform/sql/bounded-query.js'
import { keepsStructure } from '../../platform/sql/raw-query.js'
import { PreparedAnswer } from '../../platform/http/prepared-answer.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { searchProductRows } from './catalogue.repository.js'
import { translateProduct } from './product-translation.js'

/** Longer search texts are cut, as in the reference. */
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

/** The search's answer in English (what the detectors judge) and in the caller's language, ready to send. */
interface SearchAnswer {
  answer: string
  translated: PreparedAnswer
}

/**
 * Runs the product search and answers the JSON text of the response `{status, data}` with the raw rows (a
 * UNION's made-up rows included). The detectors judge the rows as stored; the response carries names and
 * descriptions in the caller's language (`t`, named `language`), which leaves a made-up row alone unless its text
 * is a known one. In English the text is serialised once, for both. `bounded` runs an injected search query.
 * A search text that keeps the query's structure (no quote, no NUL) can only find stored products, so its answer
 * is kept until the database changes (with its compressed forms); every search is still published to the
 * detectors.
 */
export async function searchProducts(
  shop: Shop,
  bounded: BoundedSql,
  criteria: string,
  request: RequestFacts,
  t: Translate,
  language: string,
): Promise<PreparedAnswer> {
  const search = async (): Promise<SearchAnswer> => {
    const rows = await searchProductRows(shop.db, bounded, criteria)
    const answer = JSON.stringify({ status: 'success', data: rows })
    if (t === untranslated) return { answer, translated: new PreparedAnswer(answer) }
    const translated = rows.map((row) => translateProduct(row, t))
    return { answer, translated: new PreparedAnswer(JSON.stringify({ status: 'success', data: translated })) }
  }
  const { answer, translated } = keepsStructure([criteria])
    ? await shop.answers.answerLater(`search\0${language}\0${criteria}`, search)
    : await search()
  shop.events.publish('product.searched', { answer, request })
  return translated
}
