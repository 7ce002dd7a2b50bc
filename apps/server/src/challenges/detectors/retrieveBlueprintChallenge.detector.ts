import { imageFileName } from '../../config/image-file-name.js'
import { requestEvidence, type Detector } from './detector.js'

const productImages = '/assets/public/images/products/'

/** Retrieve Blueprint: a request below the product images ends with the configured blueprint file name. */
export const retrieveBlueprintChallenge: Detector = ({ events, engine, config }) => {
  const configured = config.products.find(
    (product) => product.fileForRetrieveBlueprintChallenge,
  )?.fileForRetrieveBlueprintChallenge
  if (!configured) return
  // A URL may be configured instead of a file name; the file is then known by its last path segment.
  const fileName = imageFileName(configured)
  events.subscribe('http.requested', (request) => {
    if (request.path.toLowerCase().startsWith(productImages) && request.path.endsWith(fileName)) {
      engine.solve('retrieveBlueprintChallenge', requestEvidence(`retrieved ${fileName}`, request))
    }
  })
}
