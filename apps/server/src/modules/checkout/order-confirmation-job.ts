import type { PlacedOrder } from './checkout.service.js'

/** What the order-confirmation worker needs: only data that survives a structured clone (no documents). */
export interface OrderConfirmationJob {
  file: string
  shopName: string
  order: Pick<PlacedOrder, 'orderId' | 'lines' | 'totals' | 'customerEmail' | 'placedAt'>
}
