import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { defaultLocale, knownLocale, localeCodes } from './locales.js'

/** Answers a text in one language: its translation, or the text itself when there is none. */
export type Translate = (text: string) => string

/** English: every text is its own source, so nothing is looked up. */
export const untranslated: Translate = (text) => text

type Catalogue = ReadonlyMap<string, string>

const noTranslations: Catalogue = new Map()

/**
 * The server's own message translations: one flat JSON file per language in `folder`,
 * `<code>.json`, mapping the exact English text to its translation. A missing file or key means English; a
 * malformed file is logged and counts as empty. Files are read on first use and kept, since they never change
 * while the shop runs.
 */
export class ServerTranslations {
  private readonly catalogues = new Map<string, Catalogue>()
  private readonly translators = new Map<string, Translate>()
  private sources: ReadonlySet<string> | undefined

  constructor(
    private readonly folder: string,
    private readonly logger: Logger,
  ) {}

  /** The translator of a language code; unknown codes and English translate nothing. */
  translator(code: string): Translate {
    const known = knownLocale(code)
    if (known === undefined) return untranslated
    let translate = this.translators.get(known)
    if (translate === undefined) {
      const catalogue = this.catalogue(known)
      translate = catalogue.size === 0 ? untranslated : (text) => catalogue.get(text) ?? text
      this.translators.set(known, translate)
    }
    return translate
  }

  /**
   * Share (0–1) of the server's source texts whose translation in `code` differs from English. The source texts
   * are every key of any language's file, so a text translated for one language counts as missing in the others.
   */
  coverage(code: string): number {
    const sources = this.sourceTexts()
    if (sources.size === 0) return 0
    const catalogue = this.catalogue(code)
    let translated = 0
    for (const text of sources) {
      const translation = catalogue.get(text)
      if (translation !== undefined && translation !== text) translated++
    }
    return translated / sources.size
  }

  private sourceTexts(): ReadonlySet<string> {
    this.sources ??= new Set(localeCodes.flatMap((code) => [...this.catalogue(code).keys()]))
    return this.sources
  }

  private catalogue(code: string): Catalogue {
    // Only a known code ever becomes part of a file name, so a cookie cannot point anywhere else.
    const known = knownLocale(code)
    if (known === undefined || known === defaultLocale) return noTranslations
    let catalogue = this.catalogues.get(known)
    if (catalogue === undefined) {
      catalogue = this.load(known)
      this.catalogues.set(known, catalogue)
    }
    return catalogue
  }

  private load(code: string): Catalogue {
    const file = path.join(this.folder, `${code}.json`)
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return noTranslations // no file: this language has no server translations yet
    }
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('not a JSON object')
      }
      // Only non-empty texts count (an empty one would blank a product name); a Map keeps `__proto__` harmless.
      return new Map(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      )
    } catch (error) {
      this.logger.error({ err: error, file }, 'server translation file is malformed; answering in English')
      return noTranslations
    }
  }
}
