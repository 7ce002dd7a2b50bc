import { sanitiseHtml } from '../../platform/http/html-sanitiser.js'
import type { Shop } from '../../shop/shop.js'
import { RestError } from '../rest/rest-errors.js'
import { legacySanitiseHtml } from './legacy-html-sanitiser.js'

// vuln-code-snippet start persistedXssFeedbackChallenge
// vuln-code-snippet hide-start persistedXssFeedbackChallenge
/**
 * The Feedback `comment` setter. Objects and arrays are refused instead of being stored as
 * their JSON text, which no sanitiser would look into.
 */
// vuln-code-snippet hide-end persistedXssFeedbackChallenge
export function cleanComment(shop: Shop, comment: unknown): unknown {
  if (comment === null || comment === undefined) return comment
  if (typeof comment === 'object') {
    const message = 'comment cannot be an array or an object'
    throw new RestError(400, `string violation: ${message}`, [{ field: 'comment', message }])
  }
  const text = String(comment)
  if (shop.vulnerabilities.isOpen('persistedXssFeedbackChallenge')) return legacySanitiseHtml(text) // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
  return sanitiseHtml(text)
}
// vuln-code-snippet end persistedXssFeedbackChallenge
