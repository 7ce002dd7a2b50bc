import { tamperingProductId } from '../../config/tampering-product.js'
import { requestEvidence, type Detector } from './detector.js'

/**
 * Product Tampering: the stored description of the tampering product lost its original link
 * and carries a link to the configured overwrite URL. Judged when a description is written (the catalogue is its
 * only writer), so no request pays for a lookup.
 */
export const changeProductChallenge: Detector = ({ events, engine, config }) => {
  const productId = tamperingProductId(config)
  const original = config.products.find(
    (product) => product.urlForProductTamperingChallenge !== undefined,
  )?.urlForProductTamperingChallenge
  const overwrite = `<a href="${config.challenges.overwriteUrlForProductTamperingChallenge}" target="_blank">`
  if (original === undefined || productId === undefined) return
  events.subscribe('product.descriptionWritten', ({ productId: written, description, request }) => {
    if (
      written === productId &&
      typeof description === 'string' &&
      !description.includes(original) &&
      description.includes(overwrite)
    ) {
      engine.solve(
        'changeProductChallenge',
        requestEvidence('rewrote the link of the O-Saft product', request),
      )
    }
  })
}
