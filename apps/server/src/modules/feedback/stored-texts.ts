import type { Request } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { CustomerTextKind } from '../../shop/events/customer-service-events.js'
import type { Shop } from '../../shop/shop.js'
import type { AfterWrite } from '../rest/rest.routes.js'

/**
 * States that a customer's text was stored. Stating the fact once, at save time, replaces the reference's scan of
 * the Feedbacks and Complaints tables on every request: the outcome is the same (those
 * texts are only written through the API), but no request pays for checks, solved or not.
 */
export function publishStoredText(
  shop: Shop,
  kind: CustomerTextKind,
  text: unknown,
  request: RequestFacts,
): void {
  if (typeof text === 'string' && text !== '')
    shop.events.publish('customerText.stored', { kind, text, request })
}

/**
 * Publishes every complaint message the generic REST layer stores (feedback comments are written by the feedback
 * service, which publishes them itself).
 */
export function storedTextPublishers(shop: Shop): AfterWrite {
  const complaint = (created: Record<string, unknown>, req: Request): void =>
    publishStoredText(shop, 'complaint', created.message, requestFacts(req))
  return { Complaint: { create: complaint } }
}
