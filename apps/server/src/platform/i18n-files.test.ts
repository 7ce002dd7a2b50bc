import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  availabilitySentences,
  compareWithSources,
  errorTexts,
  serverSourceTexts,
} from '../../../../scripts/server-i18n-keys.mjs'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'
import { appRoot, paths } from './paths.js'

const i18nFolder = path.join(paths.staticDir, 'i18n')
const shippedFiles = readdirSync(i18nFolder).filter((file) => file.endsWith('.json'))
const sources = serverSourceTexts(appRoot)

const readTranslation = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(i18nFolder, file), 'utf8')) as Record<string, string>

/** What a translation must carry over unchanged: tags, code spans, URLs and shop addresses. */
function untranslatable(text: string): string[] {
  return [
    ...(text.match(/<[^>]*>/g) ?? []),
    ...(text.match(/<code>[\s\S]*?<\/code>/g) ?? []),
    ...(text.match(/https?:\/\/[^\s"'<>]+/g) ?? []),
    ...(text.match(/[\w.+-]*@?juice-sh\.op/g) ?? []),
  ].sort()
}

describe('server translation files (data/static/i18n)', () => {
  it('ships de_DE', () => {
    expect(shippedFiles).toContain('de_DE.json')
  })

  it.each(shippedFiles)('%s is a flat JSON object of strings, 2-space indented', (file) => {
    const text = readFileSync(path.join(i18nFolder, file), 'utf8')
    const translation = JSON.parse(text) as unknown
    expect(translation).toBeTypeOf('object')
    expect(Array.isArray(translation)).toBe(false)
    for (const value of Object.values(translation as object)) expect(value).toBeTypeOf('string')
    expect(text).toBe(`${JSON.stringify(translation, null, 2)}\n`)
  })

  it.each(shippedFiles)('%s has only keys the server translates, in source order', (file) => {
    const translation = readTranslation(file)
    expect(compareWithSources(translation, appRoot).unknown).toEqual([])
    const keys = Object.keys(translation)
    expect(keys).toEqual(sources.filter((text) => keys.includes(text)))
  })

  it.each(shippedFiles)('%s keeps markup, code, URLs and shop addresses of every text', (file) => {
    const translation = readTranslation(file)
    for (const [source, translated] of Object.entries(translation)) {
      expect(untranslatable(translated), source).toEqual(untranslatable(source))
      expect(translated.trim(), source).not.toBe('')
    }
  })

  it('de_DE translates every source text', () => {
    const translation = readTranslation('de_DE.json')
    expect(compareWithSources(translation, appRoot).missing).toEqual([])
    const untouched = sources.filter((text) => translation[text] === text)
    // Brand-only product names and a few code-only texts may stay as they are; prose may not.
    expect(untouched.length).toBeLessThan(sources.length / 20)
  })
})

describe('server source texts (scripts/server-i18n-keys.mjs)', () => {
  it('lists each text once', () => {
    expect(new Set(sources).size).toBe(sources.length)
    expect(sources.length).toBeGreaterThan(500)
  })

  it('names error texts exactly as the server sends them', () => {
    const serverSource = readdirSync(path.join(appRoot, 'apps/server/src'), {
      recursive: true,
      encoding: 'utf8',
    })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(appRoot, 'apps/server/src', file), 'utf8'))
      .join('\n')
    for (const text of errorTexts) expect(serverSource, text).toContain(text)
  })

  describe('against a seeded shop (safety mode on, so disabled challenges carry the warning)', () => {
    let t: TestShop
    beforeAll(async () => {
      t = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    })
    afterAll(async () => {
      await t.close()
    })
    const rows = <Row>(sql: string) => t.shop.db.prepare(sql).all() as Row[]

    it('covers every product name and description', () => {
      for (const { name, description } of rows<{ name: string; description: string }>(
        'SELECT name, description FROM Products',
      )) {
        expect(sources).toContain(name)
        expect(sources).toContain(description)
      }
    })

    it('covers every challenge description, the sentence of its availability note and every hint', () => {
      const [sentence] = availabilitySentences(appRoot)
      const note = ` <em>(${sentence})</em>` // the note's shape as served (challenges/availability.ts)
      let noted = 0
      for (const { description } of rows<{ description: string }>('SELECT description FROM Challenges')) {
        const text = description.endsWith(note) ? description.slice(0, -note.length) : description
        if (text !== description) noted += 1
        expect(sources).toContain(text)
      }
      expect(noted).toBeGreaterThan(0)
      expect(sources).toContain(sentence)
      for (const { text } of rows<{ text: string }>('SELECT text FROM Hints')) expect(sources).toContain(text)
    })

    it('covers every security question', () => {
      for (const { question } of rows<{ question: string }>('SELECT question FROM SecurityQuestions'))
        expect(sources).toContain(question)
    })
  })
})
