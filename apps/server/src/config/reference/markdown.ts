/** Markdown pieces of docs/configuration.md; prettier aligns the tables afterwards. */

/** A table row; `|` would end a cell even inside code, so it is escaped. */
const row = (cells: string[]): string => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`

export const table = (header: string[], rows: string[][]): string =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n')

/** Inline code that survives backticks inside the text. */
export function code(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length))
  const fence = '`'.repeat(longestRun + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

const longest = 60

/**
 * A default value as an operator would write it in YAML: `~` for null, `''` for the empty string, short lists
 * inline; long texts are cut (the full value is in config/default.yml) and long lists are counted.
 */
export function yamlValue(value: unknown): string {
  if (value === undefined) return '—'
  if (value === null) return code('~')
  if (value === '') return code("''")
  if (Array.isArray(value)) {
    if (value.length === 0) return code('[]')
    const inline = `[${value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')}]`
    return inline.length <= longest ? code(inline) : `${value.length} entries`
  }
  if (typeof value === 'object') return `${Object.keys(value).length} entries`
  const text = String(value)
  return text.length <= longest ? code(text) : `${code(`${text.slice(0, longest - 1)}…`)} (shortened)`
}
