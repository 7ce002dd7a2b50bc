import type { Document } from '../../shop/document-store.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { maskEmailVowels } from '../../platform/auth/hashing.js'

/** The part of the shop's sandbox order tracking uses (apps/server/src/sandbox): a `$where` over copies. */
export interface DocumentFilter {
  filterDocuments(
    documents: Record<string, unknown>[],
    expression: string,
    options?: { limits?: { timeoutMs?: number } },
  ): Promise<{ ok: true; value: number[] } | { ok: false; error: { name: string; message: string } }>
}

// vuln-code-snippet start reflectedXssChallenge
// vuln-code-snippet hide-line reflectedXssChallenge
/** Longest id echoed while Reflected XSS is on; longer ids keep 59 characters plus `...` (like the reference). */
export const maxTrackedIdLength = 60

// vuln-code-snippet start noSqlOrdersChallenge
// vuln-code-snippet hide-start reflectedXssChallenge noSqlOrdersChallenge
/**
 * The order id as the tracking query uses and echoes it. While Reflected XSS is available it is
 * only shortened, markup included; otherwise only letters, digits, `_` and `-` remain.
 */
// vuln-code-snippet hide-end reflectedXssChallenge noSqlOrdersChallenge
export function trackedOrderId(rawId: string, reflectedXssAvailable: boolean): string {
  const id = rawId.replace(/[\r\n]/g, '')
  if (!reflectedXssAvailable) return id.replace(/[^\w-]/g, '')
  // vuln-code-snippet neutral-line noSqlOrdersChallenge
  return id.length > maxTrackedIdLength ? `${id.slice(0, maxTrackedIdLength - 1)}...` : id // vuln-code-snippet vuln-line reflectedXssChallenge
}
// vuln-code-snippet end reflectedXssChallenge

// vuln-code-snippet hide-line noSqlOrdersChallenge
/** The JavaScript selection of the tracked order: the id is pasted into a quoted string of the code. */
export const orderSelection = (id: string): string => `this.orderId === '${id}'` // vuln-code-snippet vuln-line noSqlOrdersChallenge

/**
 * GET /rest/track-order/:id: the orders the selection matches, or one stand-in `{orderId}` when none does;
 * undefined when the selection failed. The selection runs only inside the sandbox, never in the document store.
 */
export async function trackOrder(
  shop: Shop,
  filter: DocumentFilter,
  rawId: string,
  request: RequestFacts,
): Promise<Record<string, unknown>[] | undefined> {
  const orderId = trackedOrderId(rawId, shop.vulnerabilities.isOpen('reflectedXssChallenge'))
  const orders = shop.docs.orders.find()
  const outcome = await filter.filterDocuments(orders, orderSelection(orderId)) // vuln-code-snippet neutral-line noSqlOrdersChallenge
  if (!outcome.ok) return undefined
  const matches = [...new Set(outcome.value)]
    .filter(Number.isInteger)
    .sort((a, b) => a - b)
    .map((index) => orders[index])
    .filter((order): order is Document => order !== undefined)
  shop.events.publish('order.tracked', { orderId, matches: matches.length, request })
  return matches.length > 0 ? matches : [{ orderId }]
}
// vuln-code-snippet end noSqlOrdersChallenge

/** The orders of a customer: stored emails are vowel-masked, so the lookup masks the caller's email too. */
export function ordersOfCustomer(shop: Shop, email: string): Document[] {
  return shop.docs.orders.find({ email: { $eq: maskEmailVowels(email) } })
}

/** Whether an order was placed by the customer with this email (compared as stored, vowel-masked). */
export const isOrderOf = (order: Document, email: string): boolean => order.email === maskEmailVowels(email)
