import { requestEvidence, type Detector } from './detector.js'

/** Christmas Special: a checkout walked a basket holding the retired product flagged for the challenge. */
export const christmasSpecialChallenge: Detector = ({ events, engine, config }) => {
  // Products are seeded in configuration order, so the flagged product's id is its position.
  const position = config.products.findIndex((product) => product.useForChristmasSpecialChallenge)
  if (position < 0) return
  const productId = position + 1
  events.subscribe('checkout.itemsWalked', ({ basketId, productIds, request }) => {
    if (productIds.includes(productId)) {
      engine.solve('christmasSpecialChallenge', {
        ...requestEvidence(`ordered the retired product ${productId} from basket ${basketId}`, request),
        details: { basketId, productId },
      })
    }
  })
}
