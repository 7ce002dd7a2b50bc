/** What other features use of the catalogue: a product and its dialog (reviews from the order history). */
export { fetchProduct } from './catalogue-api'
export { ProductDialog } from './product-dialog'
