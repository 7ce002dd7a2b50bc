import { htmlTokens, type HtmlToken } from './legacy-html-tokens.js'

/**
 * A faithful stand-in for sanitize-html 1.4.2 with its default options, the outdated library the reference cleans
 * feedback comments with (Server-side XSS Protection challenge). It makes ONE pass: tags outside the
 * allow-list are removed, script and style elements lose their content, and text is copied as it is, so a lone
 * `<` survives. Markup split around a removed tag therefore reassembles into a live tag:
 * `<<script>Foo</script>iframe src="…">` comes out as `<iframe src="…">`. Only the feedback route uses it, and
 * only while that challenge is enabled; everything else uses the shop's recursive sanitiser.
 */

const allowedTags = new Set(
  'h3 h4 h5 h6 blockquote p a ul ol nl li b i strong em strike code hr br div table thead caption tbody tr th td pre'.split(
    ' ',
  ),
)
const allowedAttributes: Record<string, Set<string>> = { a: new Set(['href', 'name', 'target']) }
const selfClosing = new Set('img br hr area base basefont input link meta'.split(' '))
/** Disallowed elements whose content is code, not text: dropped with it. */
const nonTextTags = new Set(['script', 'style'])

/** Elements the parser never keeps open (htmlparser2's void elements). */
const voidElements = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
)
const closesParagraph = new Set(['p'])
const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'])
/** Opening the key closes the still-open elements listed (the parser's implied end tags). */
const openImpliesClose: Record<string, Set<string>> = {
  tr: new Set(['tr', 'th', 'td']),
  th: new Set(['th']),
  td: new Set(['thead', 'th', 'td']),
  body: new Set(['head', 'link', 'script']),
  li: new Set(['li']),
  ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, closesParagraph])),
  ...Object.fromEntries(
    ['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((tag) => [tag, formTags]),
  ),
  option: new Set(['option']),
  optgroup: new Set(['optgroup']),
}

/**
 * Link targets: the old library only refused an explicit scheme outside http, https, ftp and mailto. Unlike it,
 * a value that could hide a scheme behind entities or control characters is refused too; the challenge is about
 * the reassembled tag, not about a second way in.
 */
const naughtyHref = (href: string): boolean => {
  const visible = [...href].filter((char) => char.charCodeAt(0) > 0x20).join('')
  const compact = visible.replace(/<!--.*?-->/g, '')
  if (!/^[^/?#]*[:&]/.test(compact)) return false
  return !/^(https?|ftp|mailto):/i.test(compact)
}

/** Rebuilds an allowed start tag with its allowed attributes (values quoted; a `"` in them is escaped). */
function startTag(name: string, attributes: [string, string][]): string {
  let tag = `<${name}`
  for (const [attribute, value] of attributes) {
    if (!allowedAttributes[name]?.has(attribute)) continue
    tag += ` ${attribute}`
    if (attribute === 'href' && naughtyHref(value)) continue // the old library left the bare name behind
    if (value.length > 0) tag += `="${value.replace(/"/g, '&quot;')}"`
  }
  return tag + (selfClosing.has(name) ? ' />' : '>')
}

/** The sanitiser's side: what one opened element contributes, and whether its text is dropped. */
class Output {
  html = ''
  private readonly skipped: boolean[] = []
  private skipText = false

  open(name: string, attributes: [string, string][]): void {
    const skip = !allowedTags.has(name)
    if (skip && nonTextTags.has(name)) this.skipText = true
    this.skipped.push(skip)
    if (!skip) this.html += startTag(name, attributes)
  }

  text(text: string): void {
    if (!this.skipText) this.html += text
  }

  close(name: string): void {
    this.skipText = false
    if (this.skipped.pop() === true || selfClosing.has(name)) return
    this.html += `</${name}>`
  }
}

/** The parser's side: the stack of open elements (with a count per name, so end tags are matched in O(1)). */
class OpenElements {
  private readonly stack: string[] = []
  private readonly counts = new Map<string, number>()

  constructor(private readonly output: Output) {}

  open(name: string, attributes: [string, string][]): void {
    const implied = openImpliesClose[name]
    while (implied?.has(this.stack[this.stack.length - 1] ?? '')) this.closeTop()
    this.output.open(name, attributes)
    if (voidElements.has(name)) this.output.close(name)
    else {
      this.stack.push(name)
      this.counts.set(name, (this.counts.get(name) ?? 0) + 1)
    }
  }

  /** An end tag closes its element and everything opened inside it; a stray `</p>` or `</br>` makes an element. */
  close(name: string): void {
    if (!voidElements.has(name) && (this.counts.get(name) ?? 0) > 0) {
      while (this.closeTop() !== name);
    } else if (name === 'p' || name === 'br') {
      this.open(name, [])
      if (name === 'p') this.closeTop()
    }
  }

  closeAll(): void {
    while (this.stack.length > 0) this.closeTop()
  }

  private closeTop(): string | undefined {
    const name = this.stack.pop()
    if (name === undefined) return undefined
    this.counts.set(name, (this.counts.get(name) ?? 1) - 1)
    this.output.close(name)
    return name
  }
}

function parse(tokens: HtmlToken[], output: Output): void {
  const elements = new OpenElements(output)
  for (const token of tokens) {
    if (token.kind === 'text') output.text(token.text)
    else if (token.kind === 'open') elements.open(token.name, token.attributes)
    else elements.close(token.name)
  }
  elements.closeAll()
}

/** One pass of sanitize-html 1.4.2 with default options. */
export function legacySanitiseHtml(html: string): string {
  const output = new Output()
  parse(htmlTokens(html), output)
  return output.html
}
