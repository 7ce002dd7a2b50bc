import type { ChallengeKey } from '../challenge-keys.js'
import { requestEvidence, type Detector } from './detector.js'

/** A detector that solves `key` when /ftp served the file `fileName` (compared case-insensitively). */
export const solveOnFtpDownload =
  (key: ChallengeKey, fileName: string): Detector =>
  ({ events, engine }) => {
    events.subscribe('ftp.fileDownloaded', ({ name, request }) => {
      if (name.toLowerCase() === fileName)
        engine.solve(key, requestEvidence(`downloaded ftp/${name}`, request))
    })
  }
