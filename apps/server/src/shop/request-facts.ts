/** What every event knows about the HTTP request behind it (kept apart from the event bus, which imports the events). */
export interface RequestFacts {
  method: string
  /** URL as received (after slash collapsing), including the query string. */
  url: string
  /** Decoded path without query string. */
  path: string
  ip: string
  headers: Record<string, string | string[] | undefined>
}
