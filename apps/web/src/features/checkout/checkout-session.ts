import { session } from '../../lib/storage'

/** Session-storage keys of the checkout flow; `bid` is kept by lib/session. */
export const CheckoutKeys = {
  addressId: 'addressId',
  deliveryMethodId: 'deliveryMethodId',
  paymentId: 'paymentId',
  itemTotal: 'itemTotal',
  walletTotal: 'walletTotal',
  couponDiscount: 'couponDiscount',
  couponDetails: 'couponDetails',
} as const

export type CheckoutKey = (typeof CheckoutKeys)[keyof typeof CheckoutKeys]

export const checkoutSession = {
  get: (key: CheckoutKey): string | null => session.get(key),
  set: (key: CheckoutKey, value: string | number): void => session.set(key, String(value)),
  remove: (key: CheckoutKey): void => session.remove(key),
  number: (key: CheckoutKey): number => {
    const value = Number(session.get(key) ?? '')
    return Number.isFinite(value) ? value : 0
  },
}

/** After an order was placed the flow's ids and coupon data are forgotten. */
export function clearPlacedOrderKeys(): void {
  for (const key of [
    CheckoutKeys.addressId,
    CheckoutKeys.deliveryMethodId,
    CheckoutKeys.paymentId,
    CheckoutKeys.couponDiscount,
    CheckoutKeys.couponDetails,
    CheckoutKeys.itemTotal,
  ] as const)
    checkoutSession.remove(key)
}
