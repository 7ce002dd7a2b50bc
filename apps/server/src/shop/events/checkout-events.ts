/** Events of the basket, checkout, orders, wallet, deluxe membership, accounting and redirect features. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the checkout area
export interface CheckoutEvents {}
