import { createHash } from 'node:crypto'
import { HttpError } from '../../platform/http/errors.js'
import { ITERATION_LIMIT_MESSAGE } from '../../sandbox/sandbox.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'

export interface OrderConfirmation {
  cid?: unknown
  orderNo: string
  paymentDue: string
}

// vuln-code-snippet start rceChallenge
/** The reference's vm timeout and notevil's loop cap (rceChallenge, rceOccupyChallenge). */ // vuln-code-snippet hide-line rceChallenge
// Time and loop limits of reading the order lines.
const ORDER_LINES_LIMITS = { timeoutMs: 2000, maxIterations: 1_000_000 } // vuln-code-snippet neutral-line rceChallenge
const PAYMENT_TERM_MS = 14 * 24 * 60 * 60 * 1000 // vuln-code-snippet hide-line rceChallenge
export const UNAVAILABLE_MESSAGE = 'Sorry, we are temporarily not available! Please try again later.'

// vuln-code-snippet hide-start rceChallenge
/**
 * Customer-specific order-line data is "deserialised" by running it as JavaScript. It runs only inside the shop's
 * sandbox (QuickJS in a worker, no host objects), so a payload can burn its own 2 s and nothing else.
 */
// vuln-code-snippet hide-end rceChallenge
// Reads the customer-specific order lines a B2B order sends in its `orderLinesData` field.
async function evaluateOrderLines(shop: Shop, code: string, request: RequestFacts): Promise<void> {
  const outcome = await shop.sandbox.evaluate(code, { limits: ORDER_LINES_LIMITS }) // vuln-code-snippet vuln-line rceChallenge rceOccupyChallenge
  if (outcome.ok) {
    shop.events.publish('b2b.orderLinesEvaluated', { outcome: 'ok', request })
    return
  }
  const iterationLimit = outcome.error.message === ITERATION_LIMIT_MESSAGE
  const result = iterationLimit ? 'iterationLimit' : outcome.timedOut ? 'timeout' : 'error'
  shop.events.publish('b2b.orderLinesEvaluated', { outcome: result, request })
  if (result === 'timeout') throw new HttpError(503, UNAVAILABLE_MESSAGE)
  throw new HttpError(500, outcome.error.message, outcome.error.name)
}
// vuln-code-snippet end rceChallenge

/** POST /b2b/v2/orders: any JSON is accepted and confirmed. */
export async function placeB2bOrder(
  shop: Shop,
  body: Record<string, unknown>,
  request: RequestFacts,
): Promise<OrderConfirmation> {
  const rceEnabled =
    shop.vulnerabilities.isOpen('rceChallenge') || shop.vulnerabilities.isOpen('rceOccupyChallenge')
  const { orderLinesData } = body
  if (rceEnabled && orderLinesData !== undefined) {
    await evaluateOrderLines(shop, String(orderLinesData), request)
  }
  const now = new Date()
  return {
    cid: body.cid,
    orderNo: createHash('md5').update(`${now.toString()}_B2B`).digest('hex'),
    paymentDue: new Date(now.getTime() + PAYMENT_TERM_MS).toISOString(),
  }
}
