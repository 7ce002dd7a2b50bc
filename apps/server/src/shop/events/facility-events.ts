import type { RequestFacts } from '../request-facts.js'

/** The hidden pages that a route serves. */
export type HiddenPage = 'easterEgg' | 'premiumPaywall' | 'privacyPolicyProof'

/** Events of the server facilities: file server, keys, logs, metrics, well-known files and hidden routes. */
export interface FacilityEvents {
  /** A response finished. */
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
  /** An upload route accepted or refused a file (for the upload counters of /metrics). */
  'upload.counted': { fileType: string; failed: boolean }
  /** POST /b2b/v2/orders evaluated `orderLinesData` in the sandbox (only while the RCE challenges are enabled). */
  'b2b.orderLinesEvaluated': { outcome: 'ok' | 'iterationLimit' | 'timeout' | 'error'; request: RequestFacts }
  /** GET /profile evaluated a `#{…}` username as a template expression (arms the SSTi confirmation). */
  'profile.templateEvaluated': { userId: number; request: RequestFacts }
  /** GET /profile is about to be rendered with this username and stored profile image. */
  'profile.rendered': { username: string; profileImage: string; request: RequestFacts }
  /** POST /profile stored a username; `origin`/`referer` are the request's headers ('' when absent). */
  'profile.usernameChanged': {
    previous: string
    username: string
    origin: string
    referer: string
    request: RequestFacts
  }
  /** POST /profile/image/url received a URL (before the login check; arms the SSRF confirmation). */
  'profile.imageUrlSubmitted': { imageUrl: string; request: RequestFacts }
  /**
   * /solve/challenges/server-side was called with the right key; a detector that accepts it calls `confirm()`
   * (at most one per request) and the route answers 204.
   */
  'serverSide.confirmationRequested': { confirm: () => void; confirmed: () => boolean; request: RequestFacts }
  /** GET /promotion read these subtitles from disk and is about to inline them. */
  'promotion.rendered': { subtitles: string; request: RequestFacts }
  /** POST /dataerasure rendered its result inside a layout file (`layout` as sent). */
  'dataErasure.layoutRendered': { layout: string; request: RequestFacts }
}
