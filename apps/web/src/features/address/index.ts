/** What other features use of the addresses: the checkout flow, the order pages and the recycle form. */
export { useAddress } from './address-api'
export { addressLine } from './address-line'
export { AddressList } from './address-list'
