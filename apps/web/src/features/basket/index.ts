/** What other features use of the basket: adding a product (search), its lines on the order summary. */
export { addToBasket, useBasketSummary } from './basket-api'
export { basketLines } from './basket-lines'
