/** The shop's releases, oldest first (CHANGELOG.md); `since` names the one that introduced a key. */
export const releases = ['0.1.0', '0.2.0', '0.3.0'] as const
export type Release = (typeof releases)[number]

/** What one configuration key does, for a trainer or operator, and the release that introduced it. */
export interface KeyDescription {
  since: Release
  description: string
}

/** Descriptions by dotted key path: `products[].name` for a field of every list entry, `a.*.b` for every map value. */
export type KeyDescriptions = Record<string, KeyDescription>
