import { requestEvidence, type Detector } from './detector.js'

/** Memory Bomb: loading and serialising a YAML upload ran out of time, memory or string length. */
export const yamlBombChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.legacyDocumentProcessed', ({ format, outcome, text, request }) => {
    if (format === 'yaml' && outcome === 'overloaded') {
      engine.solve(
        'yamlBombChallenge',
        requestEvidence(`YAML upload overloaded the loader: ${text}`, request),
      )
    }
  })
}
