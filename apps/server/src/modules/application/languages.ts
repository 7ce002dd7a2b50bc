import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { LanguageInfo } from '@juicy/contracts'
import { localeList } from '../../platform/i18n/locales.js'

const locales = new Map(localeList.map((locale) => [locale.code, locale]))

// vuln-code-snippet start extraLanguageChallenge
// vuln-code-snippet hide-line extraLanguageChallenge
/** The unfinished Klingon translation is shipped and served, only left out of the list (Extra Language). */
const hiddenLanguage = 'tlh_AA' // vuln-code-snippet vuln-line extraLanguageChallenge

// vuln-code-snippet hide-start extraLanguageChallenge
function gauge(percentage: number): LanguageInfo['gauge'] {
  if (percentage > 80) return 'full'
  if (percentage > 60) return 'three-quarters'
  if (percentage > 40) return 'half'
  if (percentage > 20) return 'quarter'
  return 'empty'
}

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

/**
 * GET /rest/languages: every client translation file but the hidden one, sorted by name. The
 * percentage averages the client file's share of keys that differ from English with the server's
 * (`serverCoverage`, 0–1).
 */
// vuln-code-snippet hide-end extraLanguageChallenge
export function listLanguages(i18nFolder: string, serverCoverage: (code: string) => number): LanguageInfo[] {
  if (!existsSync(path.join(i18nFolder, 'en.json'))) return []
  const english = readJson(path.join(i18nFolder, 'en.json'))
  const englishKeys = Object.keys(english)
  const languages = readdirSync(i18nFolder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((key) => key !== hiddenLanguage) // vuln-code-snippet neutral-line extraLanguageChallenge
    .map((key): LanguageInfo => {
      const translation = key === 'en' ? english : readJson(path.join(i18nFolder, `${key}.json`))
      const translated = englishKeys.filter(
        (k) => translation[k] !== undefined && translation[k] !== english[k],
      ).length
      const clientCoverage = translated / Math.max(englishKeys.length, 1)
      const percentage = key === 'en' ? 100 : Math.round(((clientCoverage + serverCoverage(key)) / 2) * 100)
      const locale = locales.get(key)
      return {
        key,
        lang: typeof translation.LANGUAGE === 'string' ? translation.LANGUAGE : key,
        ...(locale ? { icons: locale.icons, shortKey: locale.shortKey } : {}),
        percentage,
        gauge: gauge(percentage),
      }
    })
  return languages.sort((a, b) => a.lang.localeCompare(b.lang))
}
// vuln-code-snippet end extraLanguageChallenge
