import { existsSync, readFileSync, renameSync } from 'node:fs'
import type { z } from 'zod'

/**
 * `file` as JSON checked by `schema`, or `fallback` when it does not exist. A damaged file must not stop the server:
 * it is renamed aside (`<file>.damaged-<time>`, kept for inspection) and `fallback` is answered.
 */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>, fallback: T): T {
  if (!existsSync(file)) return fallback
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    renameSync(file, `${file}.damaged-${Date.now()}`)
    return fallback
  }
}
