import { translatorFor } from '../platform/http/locale.js'
import { untranslated, type Translate } from '../platform/i18n/server-translations.js'
import { translateFields } from '../platform/i18n/translate-fields.js'
import type { Presenters } from '../modules/rest/rest.routes.js'
import { availabilityNote, splitAvailabilityNote } from './availability.js'

/**
 * A challenge description in the caller's language: the catalogue text and its trailing availability note are
 * translated separately, so one translation of the note serves every unavailable challenge.
 */
export function translateChallengeDescription(description: string, t: Translate): string {
  if (t === untranslated) return description
  const { text, sentence } = splitAvailabilityNote(description)
  return t(text) + (sentence === undefined ? '' : availabilityNote(t(sentence)))
}

/** `/api/Challenges` answers translated descriptions, `/api/Hints` translated hint texts. */
export const challengePresenters: Presenters = {
  Challenge: (record, req) => {
    const t = translatorFor(req)
    const { description } = record
    if (t === untranslated || typeof description !== 'string') return record
    return { ...record, description: translateChallengeDescription(description, t) }
  },
  Hint: (record, req) => translateFields(record, ['text'], translatorFor(req)),
}
