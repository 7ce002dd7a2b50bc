import { withoutMarkup } from '../users/current-user.service.js'

/**
 * Usernames as stored (spec/api.md §2.8.4). While CSP Bypass is enabled the legacy filter runs: one non-recursive
 * pass that removes `<tag` openings, so `<<a|ascript>` collapses into `<script>`. Otherwise markup is removed
 * until none is left.
 */
export function cleanUsername(username: string, legacyFilter: boolean): string {
  if (legacyFilter) return username.replace(/<(?:\w+)\W+?[\w]/gi, '') // vuln-code-snippet vuln-line usernameXssChallenge
  return withoutMarkup(username)
}
