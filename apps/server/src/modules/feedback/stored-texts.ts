import type { Request } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { CustomerTextKind } from '../../shop/events/customer-service-events.js'
import type { Shop } from '../../shop/shop.js'
import type { AfterCreate } from '../rest/rest.routes.js'

/**
 * Publishes every feedback comment and complaint message the generic REST layer stores. Stating the fact once,
 * at save time, replaces the reference's scan of both tables on every request (spec/api.md §1.1 step 32): the
 * outcome is the same (those records are only created here), but no request pays for checks, solved or not.
 */
export function storedTextPublishers(shop: Shop): AfterCreate {
  const publisher =
    (kind: CustomerTextKind, field: string) =>
    (created: Record<string, unknown>, req: Request): void => {
      const text = created[field]
      if (typeof text === 'string' && text !== '') {
        shop.events.publish('customerText.stored', { kind, text, request: requestFacts(req) })
      }
    }
  return { Feedback: publisher('feedback', 'comment'), Complaint: publisher('complaint', 'message') }
}
