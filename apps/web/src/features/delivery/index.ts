/** What other features use of the delivery methods: the chosen method's price (payment, order summary). */
export { useDeliveryMethod } from './delivery-api'
