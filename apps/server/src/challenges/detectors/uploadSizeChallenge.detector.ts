import { requestEvidence, type Detector } from './detector.js'

/** The client's upload widget allows 100 kB; the server only stops at its parser limit (200 000 bytes). */
const CLIENT_LIMIT_BYTES = 100_000

/** Upload Size: a complaint file larger than the client would ever send. */
export const uploadSizeChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.fileReceived', ({ fileName, size, request }) => {
    if (size > CLIENT_LIMIT_BYTES) {
      engine.solve('uploadSizeChallenge', requestEvidence(`uploaded ${fileName} with ${size} bytes`, request))
    }
  })
}
