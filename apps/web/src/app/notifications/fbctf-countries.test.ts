import { describe, expect, it } from 'vitest'
import fbctfProfile from '../../../../../config/fbctf.yml?raw'

/** `<challengeKey>:` followed by its `name:` and `code:` lines, as config/fbctf.yml writes the mapping. */
function countryMapping(yaml: string): { key: string; name: string; code: string }[] {
  const unquote = (text: string) => text.trim().replace(/^(['"])(.*)\1$/, '$2')
  return [...yaml.matchAll(/^ +(\w+):\n +name: *(.+)\n +code: *(.+)$/gm)].map(([, key, name, code]) => ({
    key: key!,
    name: unquote(name!),
    code: unquote(code!),
  }))
}

// Known to the Unicode region list but not assigned in ISO 3166-1 (reserved, user-assigned or unions).
const notIso = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'XK'])
const regions = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * A region name is known for assigned codes (for unknown ones `of` answers the code itself); withdrawn or
 * colloquial codes (`UK`, `YU`) are aliases that canonicalise to another code.
 */
const isIsoAlpha2 = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) &&
  !notIso.has(code) &&
  regions.of(code) !== code &&
  Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`

describe('FBCTF country mapping (config/fbctf.yml)', () => {
  const mapping = countryMapping(fbctfProfile)

  it('maps every challenge of the catalogue', () => {
    expect(mapping.length).toBeGreaterThanOrEqual(113)
  })

  it('uses ISO 3166-1 alpha-2 codes only', () => {
    expect(mapping.filter(({ code }) => !isIsoAlpha2(code))).toEqual([])
  })

  it('recognises a wrong code', () => {
    expect(isIsoAlpha2('UK')).toBe(false)
    expect(isIsoAlpha2('YU')).toBe(false)
    expect(isIsoAlpha2('XK')).toBe(false)
    expect(isIsoAlpha2('QQ')).toBe(false)
    expect(isIsoAlpha2('GB')).toBe(true)
  })
})
