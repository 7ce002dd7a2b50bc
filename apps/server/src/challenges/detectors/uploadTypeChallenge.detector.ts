import { requestEvidence, type Detector } from './detector.js'

/** The types the client's upload widget offers. */
const CLIENT_TYPES = new Set(['pdf', 'xml', 'zip', 'yml', 'yaml'])

/** Upload Type: a complaint file whose extension (the whole name without a dot) the client would not offer. */
export const uploadTypeChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.fileReceived', ({ fileName, request }) => {
    const extension = fileName.toLowerCase().split('.').pop() ?? ''
    if (!CLIENT_TYPES.has(extension)) {
      engine.solve('uploadTypeChallenge', requestEvidence(`uploaded ${fileName}`, request))
    }
  })
}
