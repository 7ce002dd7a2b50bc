import type { LanguageInfo } from '@juicy/contracts'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { appRoot, paths } from '../../platform/paths.js'
import { readJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { listLanguages } from './languages.js'

describe('listLanguages', () => {
  let folder: string
  const write = (file: string, content: unknown) =>
    writeFileSync(path.join(folder, file), typeof content === 'string' ? content : JSON.stringify(content))

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'i18n-'))
    write('en.json', { LANGUAGE: 'English', A: 'Apple', B: 'Banana', C: 'Cherry', D: 'Date' })
    write('de_DE.json', { LANGUAGE: 'Deutsch', A: 'Apfel', B: 'Banane', C: 'Cherry' })
    write('fr_FR.json', { LANGUAGE: 'Français', A: 'Pomme', B: 'Banane', C: 'Cerise', D: 'Datte' })
    write('fa_IR.json', { LANGUAGE: 'انگلیسی' })
    write('tlh_AA.json', { LANGUAGE: 'tlhIngan', A: 'Qaj' })
    write('notes.txt', 'not a translation')
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  /** Server-side share of translated texts per language; languages without server translations have none. */
  const serverCoverage = (code: string): number => ({ de_DE: 0.8 })[code] ?? 0

  it('lists every translation but Klingon, sorted by language name', () => {
    expect(listLanguages(folder, serverCoverage).map((language) => language.key)).toEqual([
      'de_DE',
      'en',
      'fr_FR',
      'fa_IR',
    ])
  })

  it('lists English first-class with 100 %', () => {
    expect(listLanguages(folder, serverCoverage).find((language) => language.key === 'en')).toEqual({
      key: 'en',
      lang: 'English',
      icons: ['gb', 'us'],
      shortKey: 'EN',
      percentage: 100,
      gauge: 'full',
    })
  })

  it('averages the client and server shares of texts that differ from English and derives the gauge', () => {
    const byKey = Object.fromEntries(
      listLanguages(folder, serverCoverage).map((language) => [language.key, language]),
    )
    // Client 3 of 5 keys (LANGUAGE counts), server 80 %: (60 + 80) / 2.
    expect(byKey.de_DE).toEqual({
      key: 'de_DE',
      lang: 'Deutsch',
      icons: ['de'],
      shortKey: 'DE',
      percentage: 70,
      gauge: 'three-quarters',
    })
    // A complete client file without server translations is half done.
    expect(byKey.fr_FR).toMatchObject({ percentage: 50, gauge: 'half', icons: ['fr'], shortKey: 'FR' })
    expect(byKey.fa_IR).toEqual({ key: 'fa_IR', lang: 'انگلیسی', percentage: 10, gauge: 'empty' })
  })

  it('derives every gauge from its threshold', () => {
    const gaugeAt = (server: number) =>
      listLanguages(folder, (code) => (code === 'fa_IR' ? server : 0)).find(
        (language) => language.key === 'fa_IR',
      )
    // fa_IR's client share is 20 %, so the server share moves the average across the thresholds.
    expect(gaugeAt(0.2)).toMatchObject({ percentage: 20, gauge: 'empty' })
    expect(gaugeAt(0.24)).toMatchObject({ percentage: 22, gauge: 'quarter' })
    expect(gaugeAt(0.64)).toMatchObject({ percentage: 42, gauge: 'half' })
    expect(gaugeAt(1)).toMatchObject({ percentage: 60, gauge: 'half' })
  })

  it('lists nothing without an English file', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'i18n-empty-'))
    try {
      writeFileSync(path.join(empty, 'de_DE.json'), '{}')
      expect(listLanguages(empty, serverCoverage)).toEqual([])
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('application information routes', () => {
  const shops: TestShop[] = []
  const shop = async (overrides?: Record<string, unknown>): Promise<TestShop> => {
    const t = await startTestShop(overrides ? { overrides } : {})
    shops.push(t)
    return t
  }
  afterEach(async () => {
    for (const t of shops.splice(0)) await t.close()
  })

  it('GET /rest/languages answers the list of the shipped translations', async () => {
    const response = await (await shop()).request('/rest/languages')
    expect(response.status).toBe(200)
    const languages = await readJson<LanguageInfo[]>(response)
    expect(Array.isArray(languages)).toBe(true)
    for (const language of languages) {
      expect(typeof language.key).toBe('string')
      expect(typeof language.lang).toBe('string')
      expect(typeof language.percentage).toBe('number')
      expect(['full', 'three-quarters', 'half', 'quarter', 'empty']).toContain(language.gauge)
    }
    expect(languages.map((language) => language.key)).not.toContain('tlh_AA')
    if (languages.length > 0) {
      expect(languages).toContainEqual({
        key: 'en',
        lang: 'English',
        icons: ['gb', 'us'],
        shortKey: 'EN',
        percentage: 100,
        gauge: 'full',
      })
    }
  })

  it('GET /rest/country-mapping answers 500 with an empty body by default', async () => {
    const response = await (await shop()).request('/rest/country-mapping')
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
  })

  it('GET /rest/country-mapping answers the configured mapping', async () => {
    const countryMapping = {
      scoreBoardChallenge: { name: 'Canada', code: 'CA' },
      loginAdminChallenge: { name: 'Chile', code: 'CL' },
    }
    const response = await (await shop({ ctf: { countryMapping } })).request('/rest/country-mapping')
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual(countryMapping)
  })

  it('GET /rest/admin/application-version answers the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(paths.packageJson, 'utf8')) as { version: string }
    const response = await (await shop()).request('/rest/admin/application-version')
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ version })
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('GET /rest/admin/application-version answers the newest release of CHANGELOG.md', async () => {
    const changelog = readFileSync(path.join(appRoot, 'CHANGELOG.md'), 'utf8')
    const newestRelease = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1]
    const response = await (await shop()).request('/rest/admin/application-version')
    expect(await readJson(response)).toEqual({ version: newestRelease })
  })

  it('GET /rest/admin/application-version answers "" when showVersionNumber is false', async () => {
    const t = await shop({ application: { showVersionNumber: false } })
    expect(await readJson(await t.request('/rest/admin/application-version'))).toEqual({ version: '' })
  })
})
