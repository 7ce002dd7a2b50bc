/**
 * The members of a JSON object text in the order they appear, duplicates kept: `{"a":1,"a":2}` gives
 * `[['a', 1], ['a', 2]]`, where JSON.parse would keep only the last value. Answers undefined for text that is not a
 * single JSON object. Nested values are parsed with JSON.parse, so only the top level is scanned here.
 */
export function rawJsonEntries(text: string): [key: string, value: unknown][] | undefined {
  try {
    return new EntryScanner(text).entries()
  } catch {
    return undefined
  }
}

/** The first and last value of `key` among the entries. */
export function firstAndLast(
  entries: [string, unknown][],
  key: string,
): { first: unknown; last: unknown; present: boolean } {
  const values = entries.filter(([name]) => name === key).map(([, value]) => value)
  return { first: values[0], last: values[values.length - 1], present: values.length > 0 }
}

class EntryScanner {
  private at = 0

  constructor(private readonly text: string) {}

  entries(): [string, unknown][] {
    const found: [string, unknown][] = []
    this.expect('{')
    if (this.peek() === '}') return this.finish(found)
    for (;;) {
      const key = JSON.parse(this.span(() => this.skipString())) as string
      this.expect(':')
      found.push([key, JSON.parse(this.span(() => this.skipValue())) as unknown])
      if (this.peek() === '}') return this.finish(found)
      this.expect(',')
    }
  }

  private finish(found: [string, unknown][]): [string, unknown][] {
    this.expect('}')
    this.skipWhitespace()
    if (this.at !== this.text.length) throw new SyntaxError('text after the object')
    return found
  }

  private span(skip: () => void): string {
    this.skipWhitespace()
    const start = this.at
    skip()
    return this.text.slice(start, this.at)
  }

  private skipValue(): void {
    const char = this.text[this.at]
    if (char === '"') return this.skipString()
    if (char === '{' || char === '[') return this.skipNested()
    const match = /^[^,}\]\s]+/.exec(this.text.slice(this.at))
    if (!match) throw new SyntaxError('value expected')
    this.at += match[0].length
  }

  private skipString(): void {
    if (this.text[this.at] !== '"') throw new SyntaxError('string expected')
    for (this.at++; this.at < this.text.length; this.at++) {
      const char = this.text[this.at]
      if (char === '\\') this.at++
      else if (char === '"') {
        this.at++
        return
      }
    }
    throw new SyntaxError('unterminated string')
  }

  /** Skips an object or array by bracket depth; strings are skipped whole so brackets inside them do not count. */
  private skipNested(): void {
    let depth = 0
    while (this.at < this.text.length) {
      const char = this.text[this.at]
      if (char === '"') {
        this.skipString()
        continue
      }
      if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') depth--
      this.at++
      if (depth === 0) return
    }
    throw new SyntaxError('unterminated value')
  }

  private peek(): string | undefined {
    this.skipWhitespace()
    return this.text[this.at]
  }

  private expect(char: string): void {
    if (this.peek() !== char) throw new SyntaxError(`${char} expected`)
    this.at++
  }

  private skipWhitespace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++
  }
}
