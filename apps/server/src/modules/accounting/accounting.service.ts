import type { Document } from '../../shop/document-store.js'
import type { Shop } from '../../shop/shop.js'
import { Refusal } from '../../platform/http/refusal.js'

/** Every order, newest first (the accounting page lists them so). */
export const allOrdersNewestFirst = (shop: Shop): Document[] => shop.docs.orders.find().reverse()

/**
 * Toggles an order's delivery: the client sends the current status, the order gets its opposite, with eta "0" once
 * delivered and "1" while in transit. An unknown order id changes nothing and is answered like a known one, as the
 * reference's API tests expect.
 */
export function toggleDelivery(shop: Shop, orderDocumentId: string, deliveryStatus: unknown): void {
  if (deliveryStatus !== undefined && deliveryStatus !== null && typeof deliveryStatus !== 'boolean')
    throw new Refusal(400, { status: 'error', message: 'deliveryStatus must be true or false.' })
  const delivered = deliveryStatus !== true
  shop.docs.orders.update({ _id: { $eq: orderDocumentId } }, (order) => ({
    ...order,
    delivered,
    eta: delivered ? '0' : '1',
  }))
}
