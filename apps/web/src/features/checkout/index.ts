/**
 * The checkout flow's state: the address, delivery method, payment and coupon chosen on the way from the basket to
 * the order summary, kept in session storage. Each step's data and server calls live in its own feature.
 */
export { CheckoutKeys, checkoutSession, clearPlacedOrderKeys } from './checkout-session'
