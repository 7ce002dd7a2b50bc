import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../support/shop.js'

// `npm run check:links` (scripts/check-links.mjs) run on a small repository made for the test.

const files: Record<string, string> = {
  'README.md': [
    '# Shop',
    '',
    'See [the guide](docs/guide.md), [its setup](docs/guide.md#set-up-the-shop) and [`npm test`](#npm-test).',
    '',
    '## `npm test`',
    '',
    '| What | Where |',
    '| ---- | ----- |',
    '| a table | [missing](docs/missing.md) |',
  ].join('\n'),
  'docs/guide.md': [
    '# Guide',
    '',
    '## Set up the shop',
    '',
    '## Set up the shop',
    '',
    '<a id="custom-anchor"></a>',
    '',
    '[second heading](#set-up-the-shop-1), [custom](#custom-anchor), [web](https://example.org/x#y),',
    '[mail](mailto:a@b.c), ![image](images/shot.png), [folder](../docs), [up and back](../README.md#shop)',
    '',
    '[wrong anchor](#set-up), [outside](../../elsewhere.md), [absolute](/etc/passwd)',
    '',
    'Do not read /work/shared/spec/api.md.',
  ].join('\n'),
  'docs/images/shot.png': 'not really a picture',
  // Code, scripts and data are held to the same rule as Markdown: no mention of places outside the repository.
  'src/app.ts': [
    '// Versions follow https://semver.org/spec/v2.0.0.html.',
    '/** Totals as in spec/api.md §2.3 (see ARCHITECTURE.md). */',
    'export const total = 1',
  ].join('\n'),
  'scripts/read.py': "names = open('/work/shared/spec/data.md').read()\n",
  'web/rules.ts': '/** Low stock is 5 or fewer (product spec §9). */\n',
  // Not scanned: binary files, the npm lockfile, and the allow-listed test whose small repository this is.
  'images/photo.bin': 'binary\0 /work/shared/spec/api.md',
  'package-lock.json': '{ "note": "/work/shared" }',
  'e2e/process/link-check.test.ts': "'Do not read /work/shared/spec/api.md.'",
}

describe('npm run check:links', () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'juicy-links-'))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, file)), { recursive: true })
      writeFileSync(join(folder, file), text)
    }
    execFileSync('git', ['init', '--quiet'], { cwd: folder })
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  const check = () =>
    spawnSync(process.execPath, [join(repoRoot, 'scripts/check-links.mjs'), folder], { encoding: 'utf8' })

  it('reports exactly the broken links, links leaving the repository and outside mentions in any text file', () => {
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'README.md:9: docs/missing.md: no file docs/missing.md',
      'docs/guide.md:12: #set-up: no heading #set-up in docs/guide.md',
      'docs/guide.md:12: ../../elsewhere.md points outside the repository',
      'docs/guide.md:12: absolute path /etc/passwd: link relative to the file instead',
      'docs/guide.md:14: mentions a place outside the repository',
      'scripts/read.py:1: mentions a place outside the repository',
      'src/app.ts:2: mentions a place outside the repository',
      'web/rules.ts:1: mentions a place outside the repository',
      'check-links: 8 broken or outside link(s)',
    ])
  })

  it('passes once they are fixed', () => {
    writeFileSync(join(folder, 'README.md'), files['README.md']!.replace('docs/missing.md', 'docs/guide.md'))
    writeFileSync(join(folder, 'docs/guide.md'), files['docs/guide.md']!.split('\n').slice(0, 10).join('\n'))
    writeFileSync(join(folder, 'src/app.ts'), '/** Totals: items minus the discount plus delivery. */\n')
    writeFileSync(join(folder, 'scripts/read.py'), "names = open('config/default.yml').read()\n")
    writeFileSync(join(folder, 'web/rules.ts'), '/** Low stock is 5 or fewer. */\n')
    const result = check()
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('every relative link and anchor of 2 Markdown files resolves')
    expect(result.stdout).toContain('none of 6 text files mentions a place outside the repository')
    expect(result.status).toBe(0)
  })
})
