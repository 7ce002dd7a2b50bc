import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every module has the one shape (docs/architecture.md, "One module shape"): routes read their input through the
 * module's zod schemas (`bodyFrom`/`queryFrom` with `<feature>.schemas.ts`), services hold the rules, and SQL lives
 * only in `*.repository.ts`. This test reads the sources, so a new module is held to it without being listed.
 */

const modulesDir = path.dirname(fileURLToPath(import.meta.url))

function sourcesOf(dir: string, { withTests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesOf(full, { withTests })
    return entry.name.endsWith('.ts') && (withTests || !entry.name.endsWith('.test.ts')) ? [full] : []
  })
}

const sources = sourcesOf(modulesDir).map((file) => ({
  file: path.relative(modulesDir, file),
  text: readFileSync(file, 'utf8'),
}))

/** Files allowed to touch `req.body` directly, and why. */
const rawBodyReaders: Record<string, string> = {
  'users/user-setters.ts': 'the generic layer stores req.body, so its setters must change that very object',
}

describe('the module shape', () => {
  it('keeps SQL in repositories', () => {
    const outside = sources.filter(
      ({ file, text }) => !file.endsWith('.repository.ts') && text.includes('.prepare('),
    )
    expect(outside.map(({ file }) => file)).toEqual([])
  })

  it('uses prepared statements in their default mode only, also in tests (they are shared: shop/database.ts)', () => {
    const serverFiles = sourcesOf(path.dirname(modulesDir), { withTests: true })
    const modeChanges = serverFiles.filter((file) =>
      /\.(pluck|raw|expand|safeIntegers)\(/.test(readFileSync(file, 'utf8')),
    )
    expect(modeChanges.map((file) => path.relative(modulesDir, file))).toEqual([])
  })

  it('reads request bodies and queries only through schemas', () => {
    const direct = sources.flatMap(({ file, text }) =>
      file in rawBodyReaders
        ? []
        : text
            .split('\n')
            .map((line, index) => ({ line, index }))
            .filter(
              ({ line }) => /\breq\.(body|query)\b/.test(line) && !line.includes('.safeParse(req.body)'),
            )
            .map(({ index }) => `${file}:${index + 1}`),
    )
    expect(direct).toEqual([])
  })

  it('declares the schemas of a module beside its routes', () => {
    const readers = sources.filter(({ text }) => /\b(bodyFrom|queryFrom)\(/.test(text))
    // A route of the generic layer reads `recordFields` (the model checks the fields); any other needs its schemas.
    const missing = readers
      .filter(({ text }) => !/from '\.\/[\w-]+\.schemas\.js'/.test(text) && !text.includes('recordFields)'))
      .map(({ file }) => file)
    expect(missing).toEqual([])
  })

  it('has no copies of the old body helper', () => {
    const copies = sources.filter(({ text }) => /typeof req\.body === 'object'/.test(text))
    expect(copies.map(({ file }) => file).filter((file) => !(file in rawBodyReaders))).toEqual([])
  })
})
