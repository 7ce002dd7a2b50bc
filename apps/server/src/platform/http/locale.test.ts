import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localeCodes } from '../i18n/locales.js'
import { ServerTranslations, untranslated } from '../i18n/server-translations.js'
import type { Request, Response } from 'express'
import { localeOfTag, requestLocale, serverLocale } from './locale.js'

describe('requestLocale', () => {
  it('answers English without cookie and header', () => {
    expect(requestLocale(undefined, undefined)).toBe('en')
    expect(requestLocale('', '')).toBe('en')
  })

  it('takes a known code from the language cookie', () => {
    expect(requestLocale('de_DE', undefined)).toBe('de_DE')
    expect(requestLocale('tlh_AA', undefined)).toBe('tlh_AA')
  })

  it('lets the cookie beat Accept-Language', () => {
    expect(requestLocale('fr_FR', 'de-DE,de;q=0.9')).toBe('fr_FR')
    expect(requestLocale('en', 'de-DE')).toBe('en')
  })

  it('answers English for an unknown or hostile cookie, whatever the header says', () => {
    for (const cookie of [
      'xx_XX',
      'de',
      'de-DE',
      '../../etc/passwd',
      '..\\de_DE',
      'de_DE.json',
      'de_DE\0',
      '__proto__',
    ]) {
      expect(requestLocale(cookie, 'fr-FR')).toBe('en')
    }
  })

  it('ignores a cookie that is not a text (cookie-parser turns j: values into objects)', () => {
    expect(requestLocale({ length: 5 }, 'fr-FR')).toBe('fr_FR')
  })

  it('maps Accept-Language tags onto known codes', () => {
    expect(requestLocale(undefined, 'de-DE')).toBe('de_DE')
    expect(requestLocale(undefined, 'de-CH')).toBe('de_CH')
    expect(requestLocale(undefined, 'pt-br')).toBe('pt_BR')
    expect(requestLocale(undefined, 'en-US,en;q=0.9')).toBe('en')
  })

  it('maps a bare language or an unknown region onto the first code of that language', () => {
    expect(requestLocale(undefined, 'de')).toBe('de_DE')
    expect(requestLocale(undefined, 'de-AT')).toBe('de_DE')
    expect(requestLocale(undefined, 'zh')).toBe('zh_CN')
    expect(requestLocale(undefined, 'pt')).toBe('pt_PT')
  })

  it('follows q-values, keeping the sent order between equal weights', () => {
    expect(requestLocale(undefined, 'fr-FR;q=0.5, de-DE;q=0.8')).toBe('de_DE')
    expect(requestLocale(undefined, 'fr;q=0.7, it;q=0.7, de;q=0.6')).toBe('fr_FR')
    expect(requestLocale(undefined, 'xx-YY, *;q=0.5, nl;q=0.1')).toBe('nl_NL')
  })

  it('skips tags refused with q=0 or carrying a malformed weight', () => {
    expect(requestLocale(undefined, 'de;q=0, fr;q=0.2')).toBe('fr_FR')
    expect(requestLocale(undefined, 'de;q=abc, it;q=2, es;q=0.1')).toBe('es_ES')
  })

  it('answers English when no tag is known, for garbage and for very long headers', () => {
    expect(requestLocale(undefined, 'xx, yy-ZZ, *')).toBe('en')
    expect(requestLocale(undefined, ';;;,,,;q=1')).toBe('en')
    expect(requestLocale(undefined, `${'x,'.repeat(100_000)}de`)).toBe('en')
  })
})

describe('localeOfTag', () => {
  it('only ever answers one of the known codes', () => {
    for (const tag of ['de-DE', 'DE_de', 'fa', 'tlh', 'x', '../de_DE', 'de/../../x', '']) {
      const locale = localeOfTag(tag)
      if (locale !== undefined) expect(localeCodes).toContain(locale)
    }
    expect(localeOfTag('../de_DE')).toBeUndefined()
    expect(localeOfTag('de/../../x')).toBeUndefined()
  })
})

describe('ServerTranslations', () => {
  let root: string
  let folder: string
  const logger = pino({ level: 'silent' })
  const write = (file: string, content: unknown) =>
    writeFileSync(path.join(folder, file), typeof content === 'string' ? content : JSON.stringify(content))

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'server-i18n-'))
    folder = path.join(root, 'i18n')
    mkdirSync(folder)
    write(
      'fr_FR.json',
      '{"Apple Juice": "Jus de pomme", "Banana": "Banana", "Cherry": "", "__proto__": "Proto"}',
    )
    write('it_IT.json', { 'Apple Juice': 'Succo di mela', Date: 'Dattero' })
    write('es_ES.json', '{ not json')
    write('nl_NL.json', '["a list"]')
    write('xx_XX.json', { 'Apple Juice': 'made-up language' })
    // A file next to the folder, where a traversing code would point.
    writeFileSync(path.join(root, 'evil.json'), JSON.stringify({ 'Apple Juice': 'owned' }))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('translates known texts and leaves every other text as it is', () => {
    const t = new ServerTranslations(folder, logger).translator('fr_FR')
    expect(t('Apple Juice')).toBe('Jus de pomme')
    expect(t('Banana')).toBe('Banana')
    expect(t('Unknown text')).toBe('Unknown text')
  })

  it('ignores empty translations and keeps object keys like __proto__ harmless', () => {
    const t = new ServerTranslations(folder, logger).translator('fr_FR')
    expect(t('Cherry')).toBe('Cherry')
    expect(t('__proto__')).toBe('Proto')
    expect(t('constructor')).toBe('constructor')
    expect(t('toString')).toBe('toString')
  })

  it('answers the English translator for English, missing files, unknown codes and traversing codes', () => {
    const translations = new ServerTranslations(folder, logger)
    for (const code of ['en', 'de_DE', 'xx_XX', '../evil', '../i18n/fr_FR', 'fr_FR/../../evil']) {
      expect(translations.translator(code)).toBe(untranslated)
    }
  })

  it('logs a malformed file once and answers in English', () => {
    const error = vi.fn()
    const translations = new ServerTranslations(folder, { error } as unknown as pino.Logger)
    expect(translations.translator('es_ES')('Apple Juice')).toBe('Apple Juice')
    expect(translations.translator('es_ES')).toBe(untranslated)
    expect(translations.translator('nl_NL')).toBe(untranslated)
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('reads each file once', () => {
    const translations = new ServerTranslations(folder, logger)
    expect(translations.translator('it_IT')('Date')).toBe('Dattero')
    write('it_IT.json', { Date: 'changed' })
    try {
      expect(translations.translator('it_IT')('Date')).toBe('Dattero')
    } finally {
      write('it_IT.json', { 'Apple Juice': 'Succo di mela', Date: 'Dattero' })
    }
  })

  it('measures coverage against the texts of every known language file', () => {
    const translations = new ServerTranslations(folder, logger)
    // Source texts: Apple Juice, Banana, __proto__ (fr_FR; the empty Cherry does not count) and Date (it_IT);
    // xx_XX is not a known code, so its file is never read.
    expect(translations.coverage('fr_FR')).toBeCloseTo(2 / 4)
    expect(translations.coverage('it_IT')).toBeCloseTo(2 / 4)
    expect(translations.coverage('es_ES')).toBe(0)
    expect(translations.coverage('de_DE')).toBe(0)
    expect(translations.coverage('xx_XX')).toBe(0)
  })

  it('measures no coverage without any file', () => {
    expect(new ServerTranslations(path.join(root, 'missing'), logger).coverage('fr_FR')).toBe(0)
  })
})

describe('serverLocale', () => {
  const translations = new ServerTranslations(os.tmpdir(), pino({ level: 'silent' }))
  const localeOf = (
    middleware: ReturnType<typeof serverLocale>,
    cookies: object,
    header?: string,
  ): unknown => {
    const res = { locals: {} } as Response
    const req = { cookies, headers: header === undefined ? {} : { 'accept-language': header } } as Request
    middleware(req, res, () => undefined)
    return res.locals.locale
  }

  it('answers as requestLocale for every header, remembered or not, and lets the cookie win', () => {
    const middleware = serverLocale(translations)
    const headers = [
      'de-DE,de;q=0.9',
      'fr;q=0, it',
      '',
      'xx',
      ...Array.from({ length: 100 }, (_, i) => `x${i},es`),
    ]
    for (const round of [1, 2])
      for (const header of headers) {
        expect(localeOf(middleware, {}, header), `${header} (round ${round})`).toBe(
          requestLocale(undefined, header),
        )
        expect(localeOf(middleware, { language: 'ja_JP' }, header)).toBe('ja_JP')
      }
    expect(localeOf(middleware, {})).toBe('en')
  })
})
