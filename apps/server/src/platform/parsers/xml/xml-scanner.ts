import { XmlSyntaxError } from './xml-errors.js'

const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD'
// Combining marks (U+0300-U+036F) come first in the class so they never follow another character there.
const NAME_CHAR = `\\u0300-\\u036F${NAME_START}\\-.0-9\\u00B7\\u203F-\\u2040`
const NAME = new RegExp(`[${NAME_START}][${NAME_CHAR}]*`, 'y')
const SPACE = /[ \t\n\r]+/y

/** A cursor over one piece of XML text: the document itself or the replacement text of one entity. */
export class XmlScanner {
  pos = 0

  constructor(
    readonly text: string,
    /** Where the text comes from, for messages: '' for the document, otherwise the entity's name. */
    readonly origin = '',
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length
  }

  startsWith(literal: string): boolean {
    return this.text.startsWith(literal, this.pos)
  }

  /** Advances past `literal` when the text continues with it. */
  skip(literal: string): boolean {
    if (!this.startsWith(literal)) return false
    this.pos += literal.length
    return true
  }

  expect(literal: string, message: string): void {
    if (!this.skip(literal)) this.fail(message)
  }

  /** Skips white space; says whether there was any. */
  skipSpace(): boolean {
    SPACE.lastIndex = this.pos
    if (!SPACE.test(this.text)) return false
    this.pos = SPACE.lastIndex
    return true
  }

  requireSpace(message: string): void {
    if (!this.skipSpace()) this.fail(message)
  }

  readName(): string | undefined {
    NAME.lastIndex = this.pos
    const match = NAME.exec(this.text)
    if (!match) return undefined
    this.pos = NAME.lastIndex
    return match[0]
  }

  requireName(message: string): string {
    return this.readName() ?? this.fail(message)
  }

  /** The text up to `terminator`, which is consumed too. */
  readUntil(terminator: string, message: string): string {
    const end = this.text.indexOf(terminator, this.pos)
    if (end < 0) this.fail(message)
    const value = this.text.slice(this.pos, end)
    this.pos = end + terminator.length
    return value
  }

  /** A literal in single or double quotes, without the quotes; `quote` tells which one was used. */
  readQuoted(message: string): { value: string; quote: string } {
    const quote = this.text[this.pos]
    if (quote !== '"' && quote !== "'") this.fail(message)
    this.pos++
    return { value: this.readUntil(quote, message), quote }
  }

  peek(): string {
    return this.text[this.pos] ?? ''
  }

  line(): number {
    let line = 1
    for (
      let index = this.text.indexOf('\n');
      index >= 0 && index < this.pos;
      index = this.text.indexOf('\n', index + 1)
    )
      line++
    return line
  }

  fail(message: string): never {
    const where = this.origin ? ` in entity ${this.origin}` : ` at line ${this.line()}`
    throw new XmlSyntaxError(`${message}${where}`)
  }
}

/** The character of a character reference body such as `#x41` or `#65`, or undefined when it is not legal XML. */
export function characterOf(reference: string): string | undefined {
  const code = /^#x[0-9a-f]+$/i.test(reference)
    ? Number.parseInt(reference.slice(2), 16)
    : /^#[0-9]+$/.test(reference)
      ? Number.parseInt(reference.slice(1), 10)
      : Number.NaN
  const legal =
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  return legal ? String.fromCodePoint(code) : undefined
}

export const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  apos: "'",
  quot: '"',
}
