/** What other features use of the deluxe membership: its price and its purchase (the payment page). */
export { buyDeluxeMembership, useDeluxeMembership } from './deluxe-api'
