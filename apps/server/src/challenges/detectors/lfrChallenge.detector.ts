import { requestEvidence, type Detector } from './detector.js'

/** Local File Read: the erasure result page was rendered inside a file named by the request's `layout`. */
export const lfrChallenge: Detector = ({ events, engine }) => {
  events.subscribe('dataErasure.layoutRendered', ({ layout, request }) => {
    engine.solve('lfrChallenge', requestEvidence(`erasure page rendered with layout ${layout}`, request))
  })
}
