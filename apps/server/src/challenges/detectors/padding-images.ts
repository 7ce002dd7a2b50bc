import type { ChallengeKey } from '../challenge-keys.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import { requestEvidence, type Detector } from './detector.js'

/** Each hidden page embeds its own tiny padding image; loading it proves the page was opened. */
export const isPaddingImage = (request: RequestFacts, file: string): boolean =>
  request.path.startsWith('/assets/public/images/padding/') && request.path.endsWith(`/${file}`)

export function paddingImageDetector(key: ChallengeKey, file: string, summary: string): Detector {
  return ({ events, engine }) => {
    events.subscribe('http.requested', (request) => {
      if (isPaddingImage(request, file) && !engine.isSolved(key))
        engine.solve(key, requestEvidence(summary, request))
    })
  }
}
