import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { getCookie, setCookie, YEAR_MS } from './cookies'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/** Loads `./assets/i18n/<code>.json`, relative to the page like every other asset. */
const httpBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`./assets/i18n/${encodeURIComponent(language)}.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Translation ${language} answered ${response.status}`)
        callback(null, (await response.json()) as Record<string, string>)
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false))
  },
}

export function initialLanguage(): string {
  const fromCookie = getCookie(LANGUAGE_COOKIE)
  return fromCookie && /^[A-Za-z_-]{2,10}$/.test(fromCookie) ? fromCookie : DEFAULT_LANGUAGE
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      // Keys are whole sentences for security questions, so no separators.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
  return i18next
}

/** Switches the language and remembers it for a year in the `language` cookie. */
export async function changeLanguage(code: string): Promise<void> {
  setCookie(LANGUAGE_COOKIE, code, YEAR_MS)
  await i18next.changeLanguage(code)
  document.documentElement.lang = code.replace('_', '-')
}
