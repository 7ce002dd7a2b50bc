import type { RequestFacts } from '../request-facts.js'

/** How a checkout's discount came about: a coupon stored on the basket, or a campaign code sent as couponData. */
export type CheckoutDiscount =
  | { source: 'coupon'; code: string; percent: number }
  | { source: 'campaign'; code: string; validOn: number; percent: number }

/** Events of the basket, checkout, orders, wallet, deluxe membership, accounting and redirect features. */
export interface CheckoutEvents {
  /** GET /rest/basket/:id answered; `requestedId` as in the path, `sessionBid` the basket bound at login. */
  'basket.viewed': { requestedId: string; sessionBid: number | undefined; request: RequestFacts }
  /**
   * POST /api/BasketItems stored an item. The basket ids are the first and the last `BasketId` of the raw JSON
   * body (undefined when absent); the item was stored with the last one.
   */
  'basketItem.added': {
    itemId: number
    firstBasketId: unknown
    savedBasketId: unknown
    sessionBid: number | undefined
    request: RequestFacts
  }
  /** PUT /api/BasketItems/:id arrived (before any check); `bodyBasketId` as sent, undefined when absent. */
  'basketItem.updateRequested': {
    itemId: string
    bodyBasketId: unknown
    sessionBid: number | undefined
    request: RequestFacts
  }
  /** A checkout walked the items of an existing basket, before payment; `productIds` of every item. */
  'checkout.itemsWalked': { basketId: number; productIds: number[]; request: RequestFacts }
  /** A checkout applied a discount (before payment). */
  'checkout.discountApplied': { basketId: number; discount: CheckoutDiscount; request: RequestFacts }
  /** A checkout computed its order total (items − discount + delivery), before payment. */
  'checkout.totalComputed': { basketId: number; totalPrice: number; request: RequestFacts }
  /** An order was stored and its basket emptied. */
  'order.placed': { orderId: string; basketId: number; totalPrice: number; request: RequestFacts }
  /** GET /rest/track-order/:id answered; `orderId` as processed (the text echoed when nothing matches). */
  'order.tracked': { orderId: string; matches: number; request: RequestFacts }
  /** POST /rest/deluxe-membership upgraded a user; `paymentMode` exactly as sent. */
  'deluxe.upgraded': {
    userId: number
    previousRole: string
    paymentMode: unknown
    tokenVerified: boolean
    request: RequestFacts
  }
  /** GET /redirect redirected the client to `target`. */
  'redirect.performed': { target: string; request: RequestFacts }
  /** The deluxe page reported its `testDecal` query value (socket event verifySvgInjectionChallenge). */
  'client.testDecalReported': { testDecal: unknown }
}
