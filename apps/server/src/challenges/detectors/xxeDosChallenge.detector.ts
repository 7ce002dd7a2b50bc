import { requestEvidence, type Detector } from './detector.js'

/** XXE DoS: parsing an XML upload tripped the watchdog (time, entity expansion budget or an endless device). */
export const xxeDosChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.legacyDocumentProcessed', ({ format, outcome, text, request }) => {
    if (format === 'xml' && outcome === 'overloaded') {
      engine.solve('xxeDosChallenge', requestEvidence(`XML upload overloaded the parser: ${text}`, request))
    }
  })
}
