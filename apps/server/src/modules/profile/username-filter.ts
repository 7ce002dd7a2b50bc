import { withoutMarkup } from '../users/current-user.service.js'

// vuln-code-snippet start usernameXssChallenge
// vuln-code-snippet hide-start usernameXssChallenge
/**
 * Usernames as stored. While CSP Bypass is enabled the legacy filter runs: one non-recursive
 * pass that removes `<tag` openings, so `<<a|ascript>` collapses into `<script>`. Otherwise markup is removed
 * until none is left.
 */
// vuln-code-snippet hide-end usernameXssChallenge
export function cleanUsername(username: string, legacyFilter: boolean): string {
  if (legacyFilter) return username.replace(/<(?:\w+)\W+?[\w]/gi, '') // vuln-code-snippet vuln-line usernameXssChallenge
  return withoutMarkup(username)
}
// vuln-code-snippet end usernameXssChallenge
