/** What other features use of the payment: the chosen card (order summary). */
export { useCard } from './payment-api'
