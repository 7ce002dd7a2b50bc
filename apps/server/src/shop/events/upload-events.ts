import type { RequestFacts } from '../request-facts.js'

/** How the bounded parse of a deprecated B2B document (XML or YAML) ended. */
export type LegacyDocumentOutcome = 'parsed' | 'rejected' | 'overloaded'

/** Events of the complaint upload (`POST /file-upload`) and the photo wall uploads. */
export interface UploadEvents {
  /** POST /file-upload received a file part `file` (before any type-specific handling). */
  'complaint.fileReceived': { fileName: string; size: number; request: RequestFacts }
  /**
   * An entry of an uploaded archive was written. `entryName` is the name stored in the archive, `target` the file
   * written, relative to the instance root with `/` separators (e.g. `ftp/legal.md`).
   */
  'complaint.archiveEntryWritten': { entryName: string; target: string; request: RequestFacts }
  /**
   * An XML or YAML upload went through the deprecated B2B interface. `text` is the whole serialised document
   * (`parsed`), the parser's message (`rejected`) or why the watchdog fired (`overloaded`).
   */
  'complaint.legacyDocumentProcessed': {
    format: 'xml' | 'yaml'
    outcome: LegacyDocumentOutcome
    text: string
    request: RequestFacts
  }
}
