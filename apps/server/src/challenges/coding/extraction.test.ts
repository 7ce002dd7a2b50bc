import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appRoot, paths } from '../../platform/paths.js'

/** scripts/coding-challenges.mjs, the build step that cuts the snippets from the source. */
interface Region {
  file: string
  line: number
  lines: { text: string; vuln: boolean; neutral: boolean }[]
}
interface Found {
  problems: string[]
  regions: Map<string, Region[]>
  strayLines: { key: string; where: string; kind: string }[]
}
interface Extraction {
  scanFile(relative: string, text: string, found: Found): void
  snippetOf(regions: Region[]): { snippet: string; vulnLines: number[]; neutralLines: number[] }
  extract(options?: { partial?: boolean }): { problems: string[]; json: string }
}
const script = path.join(appRoot, 'scripts', 'coding-challenges.mjs')
const extraction = (await import(script)) as Extraction

function scan(text: string) {
  const found: Found = { problems: [], regions: new Map(), strayLines: [] }
  extraction.scanFile('apps/server/src/example.ts', text, found)
  return found
}

const source = `import { thing } from './thing.js'

// vuln-code-snippet start demoChallenge
export function lookup(db: Db, name: string) {
  // vuln-code-snippet hide-start demoChallenge
  /** Looks the name up (this comment would give the answer away). */
  // vuln-code-snippet hide-end demoChallenge
  const query = \`SELECT * FROM T WHERE name = '\${name}'\` // vuln-code-snippet vuln-line demoChallenge
  // vuln-code-snippet neutral-line demoChallenge
  const rows = db.all(query)
  // eslint-disable-next-line no-console -- vuln:demoChallenge
  console.log(rows) // vuln-code-snippet hide-line demoChallenge
  return rows
}
// vuln-code-snippet end demoChallenge
`

describe('cutting snippets from marked source', () => {
  it('keeps the region dedented, drops markers, lint directives and hidden lines, numbers lines from 1', () => {
    const found = scan(source)
    expect(found.problems).toEqual([])
    const { snippet, vulnLines, neutralLines } = extraction.snippetOf(found.regions.get('demoChallenge')!)
    expect(snippet.split('\n')).toEqual([
      '// apps/server/src/example.ts',
      'export function lookup(db: Db, name: string) {',
      "  const query = `SELECT * FROM T WHERE name = '${name}'`",
      '  const rows = db.all(query)',
      '  return rows',
      '}',
    ])
    expect(vulnLines).toEqual([3])
    expect(neutralLines).toEqual([4])
  })

  it('reads the JSX and block-comment forms of a marker', () => {
    const found = scan(
      [
        '  {/* vuln-code-snippet start jsxChallenge */}',
        '    <div dangerouslySetInnerHTML={{ __html: text }} /> {/* vuln-code-snippet vuln-line jsxChallenge */}',
        '    <p>{text}</p> /* vuln-code-snippet neutral-line jsxChallenge */',
        '  {/* vuln-code-snippet end jsxChallenge */}',
      ].join('\n'),
    )
    expect(found.problems).toEqual([])
    const { snippet, vulnLines, neutralLines } = extraction.snippetOf(found.regions.get('jsxChallenge')!)
    expect(snippet.split('\n').slice(1)).toEqual([
      '<div dangerouslySetInnerHTML={{ __html: text }} />',
      '<p>{text}</p>',
    ])
    expect([vulnLines, neutralLines]).toEqual([[2], [3]])
  })

  it('joins several regions of one key, each under its file, separated by an empty line', () => {
    const found: Found = { problems: [], regions: new Map(), strayLines: [] }
    const region = (line: string) =>
      `// vuln-code-snippet start twoChallenge\n${line} // vuln-code-snippet vuln-line twoChallenge\n// vuln-code-snippet end twoChallenge`
    extraction.scanFile('b.ts', region('second()'), found)
    extraction.scanFile('a.ts', region('first()'), found)
    const { snippet, vulnLines } = extraction.snippetOf(found.regions.get('twoChallenge')!)
    expect(snippet).toBe('// a.ts\nfirst()\n\n// b.ts\nsecond()')
    expect(vulnLines).toEqual([2, 5])
  })

  it('names a file once when a key has several regions in it', () => {
    const region = (line: string) =>
      `// vuln-code-snippet start sameChallenge\n${line}\n// vuln-code-snippet end sameChallenge`
    const found = scan(`${region('first()')}\nbetween()\n${region('second()')}`)
    expect(extraction.snippetOf(found.regions.get('sameChallenge')!).snippet).toBe(
      '// apps/server/src/example.ts\nfirst()\n// …\nsecond()',
    )
  })

  it.each([
    ['// vuln-code-snippet start k\n// vuln-code-snippet start k\nx', '"start k" before its "end"'],
    ['x\n// vuln-code-snippet end k', '"end k" without "start"'],
    ['// vuln-code-snippet start k\nx', '"start k" without "end"'],
    ['// vuln-code-snippet hide-end k', '"hide-end k" without "hide-start"'],
  ])('reports malformed markers: %j', (text, problem) => {
    expect(scan(text).problems.join('\n')).toContain(problem)
  })
})

describe('data/coding-challenges.json', () => {
  it('is what the marked source and data/coding give today (run `npm run coding:extract` after changes)', () => {
    const { problems, json } = extraction.extract()
    expect(problems).toEqual([])
    expect(readFileSync(paths.codingChallenges, 'utf8')).toBe(json)
  })
})
