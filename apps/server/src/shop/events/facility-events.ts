import type { RequestFacts } from '../event-bus.js'

/** The hidden pages of spec/api.md §2.11 that a route serves. */
export type HiddenPage = 'easterEgg' | 'premiumPaywall' | 'privacyPolicyProof'

/** Events of the server facilities: file server, keys, logs, metrics, well-known files and hidden routes. */
export interface FacilityEvents {
  /** A response finished (spec/api.md §1.1 step 7). */
  'http.responded': { status: number }
  /**
   * GET /ftp/:file passed the type filter and the file exists; `name` is the name actually read, i.e. after the
   * cut at the first literal `%00`.
   */
  'ftp.fileDownloaded': { name: string; request: RequestFacts }
  /** A request below /support/logs; `url` is relative to that folder (checked before any file is served). */
  'supportLogs.requested': { url: string; request: RequestFacts }
  /** security.txt was served (either of its two paths). */
  'securityTxt.served': { request: RequestFacts }
  /** GET /metrics was answered; `userAgent` is empty when the header is missing. */
  'metrics.scraped': { userAgent: string; request: RequestFacts }
  /** One of the hidden pages was requested (before its content is sent). */
  'hiddenPage.visited': { page: HiddenPage; request: RequestFacts }
  /**
   * A request reached the database-backed checks (spec/api.md §1.1 step 32). `storedTextContains` looks the
   * needle up in every feedback comment and complaint message (case-insensitive), only when a detector asks.
   */
  'userTexts.observed': { storedTextContains: (needle: string) => boolean; request: RequestFacts }
  /** An upload route accepted or refused a file (for the upload counters of /metrics). */
  'upload.counted': { fileType: string; failed: boolean }
}
