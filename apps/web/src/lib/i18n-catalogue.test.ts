import { describe, expect, it } from 'vitest'

const catalogues = import.meta.glob<Record<string, string>>('../../public/assets/i18n/*.json', {
  eager: true,
  import: 'default',
})
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

function catalogue(code: string): Record<string, string> {
  const found = catalogues[`../../public/assets/i18n/${code}.json`]
  if (!found) throw new Error(`missing ${code}.json`)
  return found
}

/** Every quoted SCREAMING_SNAKE string in the client code is a translation key. */
function keysUsedInCode(): string[] {
  const keys = new Set<string>()
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/['"`]([A-Z0-9]+(?:_[A-Z0-9]+)+)['"`]/g)) keys.add(match[1]!)
  }
  return [...keys]
}

describe('translation catalogues', () => {
  it('names its own language', () => {
    expect(catalogue('en').LANGUAGE).toBe('English')
    expect(catalogue('de_DE').LANGUAGE).toBe('Deutsch')
  })

  it('has an English text for every key the client uses', () => {
    const en = catalogue('en')
    expect(keysUsedInCode().length).toBeGreaterThan(100)
    expect(keysUsedInCode().filter((key) => !(key in en))).toEqual([])
  })

  it('translates every English key into German', () => {
    const en = catalogue('en')
    const de = catalogue('de_DE')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    const untranslated = Object.keys(en).filter(
      (key) => de[key] === en[key] && !['NAV_GITHUB', 'TITLE_FEEDBACK', 'TITLE_ADMINISTRATION'].includes(key),
    )
    expect(untranslated).toEqual([])
  })

  it('keeps the interpolation placeholders in every translation', () => {
    const en = catalogue('en')
    const de = catalogue('de_DE')
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en))
      expect([key, placeholders(de[key])]).toEqual([key, placeholders(en[key])])
  })
})
