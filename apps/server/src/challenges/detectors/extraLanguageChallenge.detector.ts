import { requestEvidence, type Detector } from './detector.js'

/** Extra Language: the unlisted Klingon translation file was fetched. */
export const extraLanguageChallenge: Detector = ({ events, engine }) => {
  events.subscribe('http.requested', (request) => {
    if (request.path.startsWith('/assets/i18n/') && request.path.endsWith('/tlh_AA.json')) {
      engine.solve(
        'extraLanguageChallenge',
        requestEvidence('fetched the hidden Klingon translation', request),
      )
    }
  })
}
