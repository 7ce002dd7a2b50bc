/** FBCTF's country of a challenge in its solve notification (`ctf.showCountryDetailsInNotifications`), kept pure. */

export interface Country {
  name: string
  code: string
}

/** What a notification shows: the name, the flag, or both; the flag's accessible name is the country's name. */
export interface CountryDisplay {
  name: string
  flag?: string
  showName: boolean
}

/** True when the configured mode asks for the country at all (the mapping is loaded only then). */
export function showsCountry(mode: string | undefined): boolean {
  return mode === 'name' || mode === 'flag' || mode === 'both'
}

const REGIONAL_INDICATOR_A = 0x1f1e6

/** The flag emoji of a two-letter code: each letter becomes its Unicode regional-indicator symbol. */
export function flagEmoji(code: string): string | undefined {
  if (!/^[a-z]{2}$/i.test(code)) return undefined
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  )
}

/** `null` when nothing is shown; a flag that cannot be drawn falls back to the name. */
export function countryDisplay(
  mode: string | undefined,
  country: Country | undefined,
): CountryDisplay | null {
  if (!showsCountry(mode) || !country || country.name.trim() === '') return null
  const flag = mode === 'name' ? undefined : flagEmoji(country.code)
  return { name: country.name, flag, showName: mode !== 'flag' || flag === undefined }
}
