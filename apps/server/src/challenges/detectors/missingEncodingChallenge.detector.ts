import { requestEvidence, type Detector } from './detector.js'

/** The cat photo's file name percent-encoded correctly, '#' included (compared lower-cased). */
const encodedCatPhoto = '%e1%93%9a%e1%98%8f%e1%97%a2-%23zatschi-%23whoneedsfourlegs-1572600969477.jpg'

/** Missing Encoding: the broken photo-wall picture was requested with its name properly URL-encoded. */
export const missingEncodingChallenge: Detector = ({ events, engine }) => {
  events.subscribe('http.requested', (request) => {
    // The raw URL, not the decoded path: only the encoded spelling reaches the file behind the '#'.
    if (
      request.path.startsWith('/assets/public/images/uploads/') &&
      request.url.toLowerCase().endsWith(encodedCatPhoto) &&
      !engine.isSolved('missingEncodingChallenge')
    ) {
      engine.solve(
        'missingEncodingChallenge',
        requestEvidence('requested the cat photo URL-encoded', request),
      )
    }
  })
}
