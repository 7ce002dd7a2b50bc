import type Database from 'better-sqlite3'
import type { Association, ModelDefinition } from './models.js'

/**
 * SQL for the generic REST layer. Identifiers come from the model metadata only (never from the request);
 * values are always bound parameters.
 */
export interface ListCriteria {
  equals: { attribute: string; values: unknown[] }[]
  search?: string
  sort: { attribute: string; descending: boolean }[]
  offset: number
}

const quote = (identifier: string): string => `"${identifier}"`

/**
 * A value as SQLite can bind and store it, as the reference's ORM writes it: booleans as 1/0, objects and lists as
 * their JSON text (so a filter like `{"$ne":1}` from a query is compared as text).
 */
export const sqlValue = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? JSON.stringify(value)
    : typeof value === 'boolean'
      ? Number(value)
      : value

function alive(model: ModelDefinition): string {
  return model.paranoid ? '"deletedAt" IS NULL' : '1 = 1'
}

export function listRows(
  db: Database.Database,
  model: ModelDefinition,
  criteria: ListCriteria,
): Record<string, unknown>[] {
  const where = [alive(model)]
  const params: unknown[] = []
  for (const { attribute, values } of criteria.equals) {
    const nonNull = values.filter((value) => value !== null)
    const parts: string[] = []
    if (nonNull.length > 0) {
      parts.push(`${quote(attribute)} IN (${nonNull.map(() => '?').join(', ')})`)
      params.push(...nonNull.map(sqlValue))
    }
    if (nonNull.length < values.length) parts.push(`${quote(attribute)} IS NULL`)
    where.push(parts.length > 0 ? `(${parts.join(' OR ')})` : '0 = 1')
  }
  if (criteria.search !== undefined) {
    const stringColumns = Object.entries(model.attributes).filter(([, type]) => type === 'string')
    const matches = stringColumns.map(([name]) => `${quote(name)} LIKE ? ESCAPE '\\'`)
    where.push(matches.length > 0 ? `(${matches.join(' OR ')})` : '0 = 1')
    const pattern = `%${criteria.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    params.push(...stringColumns.map(() => pattern))
  }
  const order =
    criteria.sort.length > 0
      ? criteria.sort
          .map(({ attribute, descending }) => `${quote(attribute)} ${descending ? 'DESC' : 'ASC'}`)
          .join(', ')
      : '"id" ASC'
  const sql = `SELECT * FROM ${quote(model.table)} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT -1 OFFSET ?`
  return db.prepare(sql).all(...params, criteria.offset) as Record<string, unknown>[]
}

export function findRow(
  db: Database.Database,
  model: ModelDefinition,
  id: unknown,
): Record<string, unknown> | undefined {
  return db.prepare(`SELECT * FROM ${quote(model.table)} WHERE "id" = ? AND ${alive(model)}`).get(id) as
    Record<string, unknown> | undefined
}

export function insertRow(
  db: Database.Database,
  model: ModelDefinition,
  values: Record<string, unknown>,
): number {
  const columns = Object.keys(values)
  const sql = `INSERT INTO ${quote(model.table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
  return Number(db.prepare(sql).run(...columns.map((column) => values[column])).lastInsertRowid)
}

export function updateRow(
  db: Database.Database,
  model: ModelDefinition,
  id: unknown,
  values: Record<string, unknown>,
): void {
  const columns = Object.keys(values)
  if (columns.length === 0) return
  const sql = `UPDATE ${quote(model.table)} SET ${columns.map((column) => `${quote(column)} = ?`).join(', ')} WHERE "id" = ?`
  db.prepare(sql).run(...columns.map((column) => values[column]), id)
}

export function deleteRow(db: Database.Database, model: ModelDefinition, id: unknown): void {
  const sql = model.paranoid
    ? `UPDATE ${quote(model.table)} SET "deletedAt" = ? WHERE "id" = ?`
    : `DELETE FROM ${quote(model.table)} WHERE "id" = ?`
  const params = model.paranoid ? [new Date().toISOString(), id] : [id]
  db.prepare(sql).run(...params)
}

export function countWhere(
  db: Database.Database,
  model: ModelDefinition,
  attribute: string,
  value: unknown,
  exceptId?: unknown,
): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM ${quote(model.table)} WHERE ${quote(attribute)} = ? AND "id" IS NOT ?`,
    )
    .get(value, exceptId ?? null) as { n: number }
  return row.n
}

/** The associated rows of the given records, in id order. */
export function associatedRows(
  db: Database.Database,
  association: Association,
  ids: unknown[],
): Record<string, unknown>[] {
  if (ids.length === 0) return []
  const sql = `SELECT * FROM ${quote(association.table)} WHERE ${quote(association.foreignKey)} IN (${ids.map(() => '?').join(', ')}) ORDER BY "id"`
  return db.prepare(sql).all(...ids) as Record<string, unknown>[]
}
