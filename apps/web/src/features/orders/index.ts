/** What other features use of the orders: the order shape (the accounting page lists every order). */
export type { TrackedOrder } from './orders-api'
