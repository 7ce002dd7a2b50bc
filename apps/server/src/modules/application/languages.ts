import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { LanguageInfo } from '@juicy/contracts'

/** Icons and short keys of the locale list (spec/data.md §7.8). */
const locales: Record<string, { shortKey: string; icons: string[] }> = {
  en: { shortKey: 'EN', icons: ['gb', 'us'] },
  ar_SA: { shortKey: 'AR', icons: ['ae', 'tn'] },
  az_AZ: { shortKey: 'AZ', icons: ['az'] },
  bg_BG: { shortKey: 'BG', icons: ['bg'] },
  bn_BD: { shortKey: 'BD', icons: ['bd'] },
  ca_ES: { shortKey: 'CA', icons: ['es-ct'] },
  cs_CZ: { shortKey: 'CS', icons: ['cz'] },
  da_DK: { shortKey: 'DA', icons: ['dk'] },
  de_DE: { shortKey: 'DE', icons: ['de'] },
  de_CH: { shortKey: 'CH', icons: ['ch'] },
  ga_IE: { shortKey: 'GA', icons: ['ie'] },
  el_GR: { shortKey: 'EL', icons: ['gr'] },
  es_ES: { shortKey: 'ES', icons: ['es'] },
  et_EE: { shortKey: 'ET', icons: ['ee'] },
  fi_FI: { shortKey: 'FI', icons: ['fi'] },
  fr_FR: { shortKey: 'FR', icons: ['fr'] },
  ka_GE: { shortKey: 'KA', icons: ['ge'] },
  he_IL: { shortKey: 'HE', icons: ['il'] },
  hi_IN: { shortKey: 'HI', icons: ['in'] },
  hu_HU: { shortKey: 'HU', icons: ['hu'] },
  id_ID: { shortKey: 'ID', icons: ['id'] },
  it_IT: { shortKey: 'IT', icons: ['it'] },
  ja_JP: { shortKey: 'JA', icons: ['jp'] },
  ko_KR: { shortKey: 'KO', icons: ['kr'] },
  lv_LV: { shortKey: 'LV', icons: ['lv'] },
  my_MM: { shortKey: 'MY', icons: ['mm'] },
  nl_NL: { shortKey: 'NL', icons: ['nl'] },
  no_NO: { shortKey: 'NO', icons: ['no'] },
  pl_PL: { shortKey: 'PL', icons: ['pl'] },
  pt_PT: { shortKey: 'PT', icons: ['pt'] },
  pt_BR: { shortKey: 'BR', icons: ['br'] },
  ro_RO: { shortKey: 'RO', icons: ['ro'] },
  ru_RU: { shortKey: 'RU', icons: ['ru'] },
  si_LK: { shortKey: 'SI', icons: ['si'] },
  sv_SE: { shortKey: 'SV', icons: ['se'] },
  th_TH: { shortKey: 'TH', icons: ['th'] },
  tr_TR: { shortKey: 'TR', icons: ['tr'] },
  uk_UA: { shortKey: 'UA', icons: ['ua'] },
  zh_CN: { shortKey: 'CN', icons: ['cn'] },
  zh_HK: { shortKey: 'HK', icons: ['hk'] },
  zh_TW: { shortKey: 'TW', icons: ['tw'] },
}

/** The unfinished Klingon translation is shipped and served, only left out of the list (Extra Language). */
const hiddenLanguage = 'tlh_AA' // vuln-code-snippet vuln-line extraLanguageChallenge

function gauge(percentage: number): LanguageInfo['gauge'] {
  if (percentage > 80) return 'full'
  if (percentage > 60) return 'three-quarters'
  if (percentage > 40) return 'half'
  if (percentage > 20) return 'quarter'
  return 'empty'
}

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

/** GET /rest/languages: every translation file but the hidden one, sorted by name (spec/api.md §2.7). */
export function listLanguages(i18nFolder: string): LanguageInfo[] {
  if (!existsSync(path.join(i18nFolder, 'en.json'))) return []
  const english = readJson(path.join(i18nFolder, 'en.json'))
  const englishKeys = Object.keys(english)
  const languages = readdirSync(i18nFolder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((key) => key !== hiddenLanguage)
    .map((key): LanguageInfo => {
      const translation = key === 'en' ? english : readJson(path.join(i18nFolder, `${key}.json`))
      const translated = englishKeys.filter(
        (k) => translation[k] !== undefined && translation[k] !== english[k],
      ).length
      const percentage = key === 'en' ? 100 : Math.round((translated / Math.max(englishKeys.length, 1)) * 100)
      const locale = locales[key]
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
