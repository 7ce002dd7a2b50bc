/**
 * Splits HTML into text, start tags and end tags the way the old, lenient HTML tokenizer behind sanitize-html 1.4.2
 * did (htmlparser2 3.x, HTML mode): a `<` not followed by a tag name stays text, comments, declarations and
 * processing instructions vanish, script and style content is raw text, and an unfinished tag at the very end is
 * dropped. Entities are not decoded. One linear scan; the caller decides what to keep.
 */

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: [name: string, value: string][] }
  | { kind: 'close'; name: string }

const isSpace = (char: string | undefined): boolean =>
  char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f'

/** Elements whose content the tokenizer reads as raw text up to their own end tag. */
const rawTextElements = new Set(['script', 'style'])

class Scanner {
  readonly tokens: HtmlToken[] = []
  private position = 0
  private textStart = 0

  constructor(private readonly html: string) {}

  run(): HtmlToken[] {
    while (this.position < this.html.length) {
      const lt = this.html.indexOf('<', this.position)
      if (lt === -1) break
      if (!this.markup(lt)) this.position = lt + 1
    }
    this.flushText(this.html.length)
    return this.tokens
  }

  private flushText(end: number): void {
    if (end > this.textStart) this.tokens.push({ kind: 'text', text: this.html.slice(this.textStart, end) })
  }

  /** Consumes the markup starting at `lt`; false when that `<` is plain text. */
  private markup(lt: number): boolean {
    const next = this.html[lt + 1]
    if (next === undefined || next === '<' || next === '>' || isSpace(next)) return false
    this.flushText(lt)
    if (next === '/') this.endTag(lt + 2)
    else if (next === '!' || next === '?') this.skipSpecial(lt)
    else this.startTag(lt + 1)
    return true
  }

  /** Everything from here on is an unfinished construct, which the old tokenizer silently dropped. */
  private dropRest(): void {
    this.position = this.textStart = this.html.length
  }

  private continueAfter(index: number): void {
    this.position = this.textStart = index
  }

  private skipSpecial(lt: number): void {
    const [terminator, from] = this.html.startsWith('<!--', lt)
      ? ['-->', lt + 4]
      : this.html.startsWith('<![CDATA[', lt)
        ? [']]>', lt + 9]
        : ['>', lt + 2]
    const end = this.html.indexOf(terminator, from)
    if (end === -1) this.dropRest()
    else this.continueAfter(end + terminator.length)
  }

  private endTag(from: number): void {
    let index = from
    while (isSpace(this.html[index])) index++
    const nameStart = index
    while (index < this.html.length && this.html[index] !== '>' && !isSpace(this.html[index])) index++
    const name = this.html.slice(nameStart, index).toLowerCase()
    const end = this.html.indexOf('>', index)
    if (end === -1) return this.dropRest()
    if (name !== '') this.tokens.push({ kind: 'close', name })
    this.continueAfter(end + 1)
  }

  private startTag(from: number): void {
    let index = from
    while (index < this.html.length && !'/>'.includes(this.html[index] ?? '') && !isSpace(this.html[index]))
      index++
    const name = this.html.slice(from, index).toLowerCase()
    const attributes = this.attributes(index)
    if (attributes === undefined) return this.dropRest()
    this.tokens.push({ kind: 'open', name, attributes: attributes.list })
    this.continueAfter(attributes.end)
    if (rawTextElements.has(name)) this.rawText(name)
  }

  /** Attributes up to the closing `>` (quotes may hide a `>`); undefined when the tag never closes. */
  private attributes(from: number): { list: [string, string][]; end: number } | undefined {
    const html = this.html
    const list: [string, string][] = []
    let index = from
    for (;;) {
      while (isSpace(html[index]) || html[index] === '/') index++
      if (index >= html.length) return undefined
      if (html[index] === '>') return { list, end: index + 1 }
      const nameStart = index
      do index++
      while (index < html.length && !'=/>'.includes(html[index] ?? '') && !isSpace(html[index]))
      const name = html.slice(nameStart, index).toLowerCase()
      while (isSpace(html[index])) index++
      let value = ''
      if (html[index] === '=') {
        index++
        while (isSpace(html[index])) index++
        const quote = html[index]
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, index + 1)
          if (close === -1) return undefined
          value = html.slice(index + 1, close)
          index = close + 1
        } else {
          const valueStart = index
          while (index < html.length && html[index] !== '>' && !isSpace(html[index])) index++
          value = html.slice(valueStart, index)
        }
      }
      if (!list.some(([known]) => known === name)) list.push([name, value])
    }
  }

  /** Script and style content is text up to the element's own end tag, or to the end of the input. */
  private rawText(name: string): void {
    const closing = new RegExp(`</${name}[\\s>]`, 'gi')
    closing.lastIndex = this.position
    const end = closing.exec(this.html)?.index ?? this.html.length
    this.flushText(end)
    this.continueAfter(end)
  }
}

export const htmlTokens = (html: string): HtmlToken[] => new Scanner(html).run()
