/**
 * The shop's allow-list HTML sanitiser for stored customer text (product descriptions, feedback comments, emails)
 * whenever the challenge that needs the raw text is switched off. Allowed tags are rebuilt from scratch with only
 * their allowed attributes; every other tag is removed, the content of script-like elements with it, and any
 * remaining angle bracket is escaped. Applied until the text no longer changes, so
 * fragments that a single pass would join into new markup are caught too.
 */

const allowedTags = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
])

/** Elements whose content is code or embedded content, never text: dropped together with their content. */
const codeOpening = /<(script|style|textarea|option|noscript|iframe|object|template)\b[^<>]*>/gi

/** Removes closed code elements with their content, in one linear scan (an unclosed opening tag is left to the tag pass). */
function withoutCodeElements(html: string): string {
  const lower = html.toLowerCase()
  const unclosed = new Set<string>()
  let result = ''
  let last = 0
  for (const match of html.matchAll(codeOpening)) {
    const name = (match[1] ?? '').toLowerCase()
    if (match.index < last || unclosed.has(name)) continue
    const closing = lower.indexOf(`</${name}`, match.index + match[0].length)
    if (closing === -1) {
      unclosed.add(name)
      continue
    }
    const end = html.indexOf('>', closing)
    result += html.slice(last, match.index)
    last = end === -1 ? html.length : end + 1
  }
  return result + html.slice(last)
}

/** Something that starts like a tag, an end tag or a comment/declaration; a lone `<` stays text. */
const tagPattern = /<[a-zA-Z/!][^<>]*>/g
const tagParts = /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*?)\/?\s*>$/
const attributePattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g

/** Link targets that cannot run code: web and mail addresses, site-relative paths and fragments. */
const safeHref = /^(https?:\/\/|mailto:|\/|#)/i
const safeTarget = /^_(blank|self|parent|top)$/

/** Escapes what may not appear raw in a double-quoted attribute, leaving existing entities alone (idempotent). */
const attributeValue = (value: string): string =>
  value
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

function linkAttributes(source: string): string {
  let attributes = ''
  for (const match of source.matchAll(attributePattern)) {
    const name = (match[1] ?? '').toLowerCase()
    const value = (match[2] ?? match[3] ?? match[4] ?? '').trim()
    if (name === 'href' && safeHref.test(value)) attributes += ` href="${attributeValue(value)}"`
    if (name === 'target' && safeTarget.test(value)) attributes += ` target="${value}"`
  }
  return attributes
}

function rebuiltTag(tag: string): string {
  const parts = tagParts.exec(tag)
  if (!parts) return ''
  const [, closing = '', rawName = '', rest = ''] = parts
  const name = rawName.toLowerCase()
  if (!allowedTags.has(name)) return ''
  if (closing) return `</${name}>`
  return `<${name}${name === 'a' ? linkAttributes(rest) : ''}>`
}

const escapeText = (text: string): string => text.replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One pass: tags are rebuilt or dropped, the text between them keeps no angle bracket. */
function sanitiseOnce(html: string): string {
  const source = withoutCodeElements(html)
  let result = ''
  let last = 0
  for (const match of source.matchAll(tagPattern)) {
    result += escapeText(source.slice(last, match.index)) + rebuiltTag(match[0])
    last = match.index + match[0].length
  }
  return result + escapeText(source.slice(last))
}

/** Sanitises until stable (bounded: every pass that changes something shortens or escapes the text). */
export function sanitiseHtml(html: string): string {
  let current = html
  for (let pass = 0; pass < 100; pass++) {
    const next = sanitiseOnce(current)
    if (next === current) return current
    current = next
  }
  return escapeText(current)
}
