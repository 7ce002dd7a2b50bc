import type { Request, RequestHandler } from 'express'
import { defaultLocale, knownLocale, localeCodes } from '../i18n/locales.js'
import { untranslated, type ServerTranslations, type Translate } from '../i18n/server-translations.js'
import { BoundedMap } from '../bounded-map.js'

/** The cookie the client keeps the chosen language in. */
export const languageCookie = 'language'

/** More entries than any browser sends are ignored, so a hostile header costs no more than a normal one. */
const maxAcceptedTags = 32

/**
 * The known code a language tag names: `de-DE` or `de_de` → `de_DE`; a bare or unknown-region tag (`de`, `de-AT`)
 * → the first code of that language in the locale list (`de_DE`); `en-US` → `en`. Undefined for anything else.
 */
export function localeOfTag(tag: string): string | undefined {
  const wanted = tag.trim().replaceAll('-', '_').toLowerCase()
  const exact = localeCodes.find((code) => code.toLowerCase() === wanted)
  if (exact !== undefined) return exact
  const language = wanted.split('_')[0]
  if (!language || !/^[a-z]{2,3}$/.test(language)) return undefined
  return localeCodes.find((code) => code === language || code.toLowerCase().startsWith(`${language}_`))
}

/** Tags of an `Accept-Language` header, most preferred first (by q-value, then by position); q=0 means "not this". */
function acceptedTags(header: string): string[] {
  const weighted: { tag: string; q: number }[] = []
  for (const part of header.split(',').slice(0, maxAcceptedTags)) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    const qParameter = parameters.find((parameter) => /^q=/i.test(parameter))
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2))
    if (tag === '' || !Number.isFinite(q) || q <= 0 || q > 1) continue
    weighted.push({ tag, q })
  }
  // Array.prototype.sort is stable, so equal weights keep the order the client sent.
  return weighted.sort((a, b) => b.q - a.q).map((entry) => entry.tag)
}

/**
 * The language of a request: the `language` cookie when it names a known code (any
 * other value means English), else the best known match of `Accept-Language`, else English.
 */
export function requestLocale(cookie: unknown, acceptLanguage: string | undefined): string {
  if (typeof cookie === 'string' && cookie !== '') return knownLocale(cookie) ?? defaultLocale
  for (const tag of acceptedTags(acceptLanguage ?? '')) {
    const locale = localeOfTag(tag)
    if (locale !== undefined) return locale
  }
  return defaultLocale
}

/** How many Accept-Language headers a shop remembers the language of (browsers send the same few again and again). */
const rememberedHeaders = 64

/** Step 23: decides the request's language and keeps its translator for the handlers (after cookie parsing). */
export function serverLocale(translations: ServerTranslations): RequestHandler {
  // requestLocale is a pure function of the header when there is no language cookie; its answers are remembered.
  const localeOfHeader = new BoundedMap<string, string>(rememberedHeaders)
  const headerLocale = (header: string | undefined): string => {
    if (!header) return defaultLocale
    let locale = localeOfHeader.get(header)
    if (locale === undefined) {
      locale = requestLocale(undefined, header)
      localeOfHeader.set(header, locale)
    }
    return locale
  }
  return (req, res, next) => {
    const cookie = (req.cookies as Record<string, unknown> | undefined)?.[languageCookie]
    const header = req.headers['accept-language']
    const locale =
      typeof cookie === 'string' && cookie !== '' ? requestLocale(cookie, header) : headerLocale(header)
    res.locals.locale = locale
    res.locals.translate = translations.translator(locale)
    next()
  }
}

/** The translator of the request's language; English (no change) when step 23 did not run for it. */
export function translatorFor(req: Request): Translate {
  const translate: unknown = req.res?.locals.translate
  return typeof translate === 'function' ? (translate as Translate) : untranslated
}
