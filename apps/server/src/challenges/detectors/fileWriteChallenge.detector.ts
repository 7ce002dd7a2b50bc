import { requestEvidence, type Detector } from './detector.js'

/** Arbitrary File Write: an archive entry of a complaint upload overwrote the legal information at /ftp/legal.md. */
export const fileWriteChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.archiveEntryWritten', ({ entryName, target, request }) => {
    if (target === 'ftp/legal.md') {
      engine.solve(
        'fileWriteChallenge',
        requestEvidence(`archive entry ${entryName} overwrote ftp/legal.md`, request),
      )
    }
  })
}
