import type { ShopConfig } from '../config/schema.js'

/**
 * Why a challenge is unavailable, or null. Unlike the reference, `auto` keeps every challenge on: the dangerous
 * ones run inside our sandbox, so Docker or Heroku hosting is no reason to switch them off. `enabled` (safety
 * mode) switches off every challenge that the reference marks as environment-sensitive.
 */
export function unavailabilityReason(
  disabledEnv: string[],
  safetyMode: ShopConfig['challenges']['safetyMode'],
): string | null {
  if (safetyMode === 'enabled' && disabledEnv.length > 0) return 'Safety Mode'
  return null
}

const sentenceStart = 'This challenge is unavailable here: '
const noteStart = ' <em>('
const noteEnd = ')</em>'

/** The sentence that tells why a challenge is unavailable; translated as one text. */
export const unavailabilitySentence = (reason: string): string => `${sentenceStart}${reason}.`

/** The note appended to an unavailable challenge's description. */
export const availabilityNote = (sentence: string): string => `${noteStart}${sentence}${noteEnd}`

/** A served description split into the catalogue text and the sentence of its trailing availability note, if any. */
export function splitAvailabilityNote(description: string): { text: string; sentence?: string } {
  const start = description.lastIndexOf(noteStart + sentenceStart)
  if (start < 0 || !description.endsWith(noteEnd)) return { text: description }
  const sentence = description.slice(start + noteStart.length, -noteEnd.length)
  return { text: description.slice(0, start), sentence }
}
