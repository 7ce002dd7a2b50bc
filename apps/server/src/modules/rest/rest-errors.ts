import { Refusal } from '../../platform/http/refusal.js'
import type { FieldIssue } from './models.js'

/** Error of the generic REST layer, answered as `{ message, errors }` like the reference's. */
export class RestError extends Refusal {
  declare readonly body: { message: string; errors: unknown[] }

  constructor(
    status: number,
    message: string,
    readonly errors: unknown[],
  ) {
    super(status, { message, errors }, message)
  }
}

export const notFound = (): RestError => new RestError(404, 'Not Found', [])

export const validationError = (issues: FieldIssue[]): RestError =>
  new RestError(400, issues.map((issue) => `Validation error: ${issue.message}`).join(',\n'), issues)

export const notNullViolation = (model: string, field: string): RestError =>
  new RestError(400, `notNull Violation: ${model}.${field} cannot be null`, [
    { field, message: `${model}.${field} cannot be null` },
  ])

export const uniqueViolation = (field: string): RestError =>
  new RestError(400, 'Validation error', [{ field, message: `${field} must be unique` }])

export const noUpdateViolation = (field: string): RestError => {
  const message = `\`${field}\` cannot be updated due \`noUpdate\` constraint`
  return new RestError(400, `null: ${message}`, [{ field, message }])
}

export const sortingNotAllowed = (names: string[]): RestError =>
  new RestError(400, 'Sorting not allowed on given attributes', names)

/** Database failures (e.g. foreign keys) in the reference's wording. */
export function databaseError(error: unknown): RestError {
  const sqliteError = error as { code?: string; message?: string }
  // A taken id or unique value is a validation error in the reference's ORM, not a database failure.
  const taken = /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(sqliteError.code ?? '')
    ? /constraint failed: \w+\.(\w+)/.exec(sqliteError.message ?? '')?.[1]
    : undefined
  if (taken !== undefined) return uniqueViolation(taken)
  const text = sqliteError.code?.startsWith('SQLITE_CONSTRAINT')
    ? `SQLITE_CONSTRAINT: ${sqliteError.message ?? ''}`
    : String(sqliteError.message ?? error)
  return new RestError(500, 'internal error', [text])
}
