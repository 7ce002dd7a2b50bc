/** One entry of the locale list: the short key on the language button and the flag icons. */
export interface LocaleInfo {
  code: string
  shortKey: string
  icons: string[]
}

/** The locale list, in its order (security.txt, the language menu, and bare-language matching rely on it). */
export const localeList: readonly LocaleInfo[] = [
  { code: 'en', shortKey: 'EN', icons: ['gb', 'us'] },
  { code: 'ar_SA', shortKey: 'AR', icons: ['ae', 'tn'] },
  { code: 'az_AZ', shortKey: 'AZ', icons: ['az'] },
  { code: 'bg_BG', shortKey: 'BG', icons: ['bg'] },
  { code: 'bn_BD', shortKey: 'BD', icons: ['bd'] },
  { code: 'ca_ES', shortKey: 'CA', icons: ['es-ct'] },
  { code: 'cs_CZ', shortKey: 'CS', icons: ['cz'] },
  { code: 'da_DK', shortKey: 'DA', icons: ['dk'] },
  { code: 'de_DE', shortKey: 'DE', icons: ['de'] },
  { code: 'de_CH', shortKey: 'CH', icons: ['ch'] },
  { code: 'ga_IE', shortKey: 'GA', icons: ['ie'] },
  { code: 'el_GR', shortKey: 'EL', icons: ['gr'] },
  { code: 'es_ES', shortKey: 'ES', icons: ['es'] },
  { code: 'et_EE', shortKey: 'ET', icons: ['ee'] },
  { code: 'fi_FI', shortKey: 'FI', icons: ['fi'] },
  { code: 'fr_FR', shortKey: 'FR', icons: ['fr'] },
  { code: 'ka_GE', shortKey: 'KA', icons: ['ge'] },
  { code: 'he_IL', shortKey: 'HE', icons: ['il'] },
  { code: 'hi_IN', shortKey: 'HI', icons: ['in'] },
  { code: 'hu_HU', shortKey: 'HU', icons: ['hu'] },
  { code: 'id_ID', shortKey: 'ID', icons: ['id'] },
  { code: 'it_IT', shortKey: 'IT', icons: ['it'] },
  { code: 'ja_JP', shortKey: 'JA', icons: ['jp'] },
  { code: 'ko_KR', shortKey: 'KO', icons: ['kr'] },
  { code: 'lv_LV', shortKey: 'LV', icons: ['lv'] },
  { code: 'my_MM', shortKey: 'MY', icons: ['mm'] },
  { code: 'nl_NL', shortKey: 'NL', icons: ['nl'] },
  { code: 'no_NO', shortKey: 'NO', icons: ['no'] },
  { code: 'pl_PL', shortKey: 'PL', icons: ['pl'] },
  { code: 'pt_PT', shortKey: 'PT', icons: ['pt'] },
  { code: 'pt_BR', shortKey: 'BR', icons: ['br'] },
  { code: 'ro_RO', shortKey: 'RO', icons: ['ro'] },
  { code: 'ru_RU', shortKey: 'RU', icons: ['ru'] },
  { code: 'si_LK', shortKey: 'SI', icons: ['si'] },
  { code: 'sv_SE', shortKey: 'SV', icons: ['se'] },
  { code: 'th_TH', shortKey: 'TH', icons: ['th'] },
  { code: 'tr_TR', shortKey: 'TR', icons: ['tr'] },
  { code: 'uk_UA', shortKey: 'UA', icons: ['ua'] },
  { code: 'zh_CN', shortKey: 'CN', icons: ['cn'] },
  { code: 'zh_HK', shortKey: 'HK', icons: ['hk'] },
  { code: 'zh_TW', shortKey: 'TW', icons: ['tw'] },
]

export const defaultLocale = 'en'

/**
 * Every language the shop has translation files for: the locale list plus the two shipped without an entry there
 * (Persian, and the hidden Klingon of Extra Language). Only these codes ever become part of a file name.
 */
export const localeCodes: readonly string[] = [...localeList.map((locale) => locale.code), 'fa_IR', 'tlh_AA']

const knownCodes: ReadonlySet<string> = new Set(localeCodes)

/** The value itself when it is exactly one of the known codes, else undefined. */
export const knownLocale = (value: string): string | undefined => (knownCodes.has(value) ? value : undefined)
