import { createRequire } from 'node:module'
import type SanitizeHtml from 'sanitize-html'

/**
 * The shop's allow-list HTML sanitiser for stored customer text (product descriptions, feedback comments, emails)
 * whenever the challenge that needs the raw text is switched off: a thin wrapper over sanitize-html. Only the tags
 * below are kept, none with attributes except links: `href` with an http, https or mailto scheme or none (site paths,
 * fragments; protocol-relative URLs are dropped) and `target` naming a browsing context keyword. Script-like and
 * embedded elements are dropped together with their content, every other tag is dropped with its text kept, and text
 * is escaped. Applied until the text no longer changes, so the result is stable when sanitised again.
 */

const require = createRequire(import.meta.url)

const options: SanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', { name: 'target', values: ['_blank', '_self', '_parent', '_top'] }] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or embedded content, never text (`xmp` is the library's own raw-text addition).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'xmp'],
}

/**
 * sanitize-html brings htmlparser2 and postcss: it is loaded from node_modules on the first sanitised text instead
 * of at module load, so the shop's start never evaluates it.
 */
let sanitizer: typeof SanitizeHtml | undefined
const library = (): typeof SanitizeHtml => (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml)

const escapeAngles = (text: string): string => text.replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Sanitises until stable (bounded; a text still changing after that keeps no markup at all). */
export function sanitiseHtml(html: string): string {
  const sanitize = library()
  let current = html
  for (let pass = 0; pass < 10; pass++) {
    const next = sanitize(current, options)
    if (next === current) return current
    current = next
  }
  return escapeAngles(current)
}
