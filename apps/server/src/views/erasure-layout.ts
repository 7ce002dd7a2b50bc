import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { HttpError } from '../platform/http/errors.js'
import { escapeHtml } from '../platform/http/html.js'

// vuln-code-snippet start lfrChallenge
/** Names the reference refuses in layout paths (checked lower-cased). */ // vuln-code-snippet hide-line lfrChallenge
// Names that must never appear in a layout path.
const deniedNames = ['ftp', 'ctf.key', 'encryptionkeys']
const notFound = (layout: string): HttpError =>
  new HttpError(500, `ENOENT: no such file or directory, open '${layout}'`)

const isInside = (root: string, file: string): boolean => file.startsWith(root + path.sep)

// vuln-code-snippet hide-start lfrChallenge
/**
 * The layout file named by a request, resolved like a template engine's layout option: relative to the views
 * folder directly below the root, so `../package.json` is the manifest. The root is the shop's instance tree, never
 * the host: a path that leaves it (lexically or through a symbolic link) reads as a missing file.
 */
// vuln-code-snippet hide-end lfrChallenge
// The layout file of that name in the views folder; paths outside the instance folder are refused.
export function readLayout(instanceRoot: string, layout: string): string {
  const root = realpathSync(instanceRoot)
  const candidate = path.resolve(root, 'views', layout)
  const relative = path.relative(root, candidate).toLowerCase()
  if (deniedNames.some((name) => relative.includes(name))) throw new HttpError(500, 'File access not allowed')
  if (layout.includes('\0') || !isInside(root, candidate)) throw notFound(layout)
  let real: string
  try {
    real = realpathSync(candidate)
  } catch {
    throw notFound(layout)
  }
  if (!isInside(root, real)) throw notFound(layout)
  try {
    return readFileSync(real, 'utf8')
  } catch (error) {
    const code = (error as { code?: unknown }).code
    throw new HttpError(500, `${typeof code === 'string' ? code : 'Error'}: cannot read layout '${layout}'`)
  }
}
// vuln-code-snippet end lfrChallenge

/**
 * Renders `body` inside a handlebars-style layout: `{{{body}}}` takes the page, `{{field}}` the escaped value of a
 * request field. Like the reference, only the first 100 characters are answered.
 */
export function renderInLayout(layoutText: string, body: string, fields: Record<string, unknown>): string {
  const output = layoutText
    .replace(/\{\{\{\s*body\s*\}\}\}/g, () => body)
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
      const value = fields[name]
      return typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : ''
    })
  return `${output.substring(0, 100)}......`
}
