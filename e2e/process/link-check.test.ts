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

  it('reports exactly the broken links, the ones leaving the repository and mentions of outside places', () => {
    const result = check()
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'README.md:9: docs/missing.md: no file docs/missing.md',
      'docs/guide.md:12: #set-up: no heading #set-up in docs/guide.md',
      'docs/guide.md:12: ../../elsewhere.md points outside the repository',
      'docs/guide.md:12: absolute path /etc/passwd: link relative to the file instead',
      'docs/guide.md:14: mentions a place outside the repository',
      'check-links: 5 broken or outside link(s)',
    ])
  })

  it('passes once they are fixed', () => {
    writeFileSync(join(folder, 'README.md'), files['README.md']!.replace('docs/missing.md', 'docs/guide.md'))
    writeFileSync(join(folder, 'docs/guide.md'), files['docs/guide.md']!.split('\n').slice(0, 10).join('\n'))
    const result = check()
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('every relative link and anchor of 2 Markdown files resolves')
    expect(result.status).toBe(0)
  })
})
