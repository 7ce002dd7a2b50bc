import { untranslated, type Translate } from './server-translations.js'

/**
 * A copy of `record` with the named text fields in the caller's language (other values untouched); the record
 * itself in English. Used on the way out only: stored data stays English.
 */
export function translateFields<T extends object>(
  record: T,
  fields: readonly (keyof T & string)[],
  t: Translate,
): T {
  if (t === untranslated) return record
  const copy = { ...record }
  for (const field of fields) {
    const value = copy[field]
    if (typeof value === 'string') copy[field] = t(value) as T[typeof field]
  }
  return copy
}
