import { requestEvidence, type Detector } from './detector.js'

/** A Unix passwd line (every part may be empty) or the comment at the top of a passwd file. */
const PASSWD = /\w*:\w*:\d*:\d*:\w*:.*|Note that this file is consulted directly/i
/** The comment of a Windows system.ini. */
const SYSTEM_INI = /; for 16-bit app support/i

/** XXE Data Access: a parsed XML upload echoes a system file that an external entity pulled in. */
export const xxeFileDisclosureChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.legacyDocumentProcessed', ({ format, outcome, text, request }) => {
    if (format !== 'xml' || outcome !== 'parsed') return
    if (PASSWD.test(text) || SYSTEM_INI.test(text)) {
      engine.solve(
        'xxeFileDisclosureChallenge',
        requestEvidence('XML upload disclosed a system file', request),
      )
    }
  })
}
