import { requestEvidence, type Detector } from './detector.js'

/**
 * Product Tampering (checked on every request, spec/api.md §2.8.5): the tampering product's description lost its
 * original link and carries a link to the configured overwrite URL.
 */
export const changeProductChallenge: Detector = ({ events, engine, config }) => {
  const original = config.products.find(
    (product) => product.urlForProductTamperingChallenge !== undefined,
  )?.urlForProductTamperingChallenge
  const overwrite = `<a href="${config.challenges.overwriteUrlForProductTamperingChallenge}" target="_blank">`
  if (original === undefined) return
  events.subscribe('product.tamperingProductObserved', ({ description, request }) => {
    if (
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
