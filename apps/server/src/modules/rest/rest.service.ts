import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'
import type { AttributeType, ModelDefinition } from './models.js'
import {
  databaseError,
  noUpdateViolation,
  notFound,
  notNullViolation,
  RestError,
  sortingNotAllowed,
  uniqueViolation,
  validationError,
} from './rest-errors.js'
import {
  associatedRows,
  countWhere,
  deleteRow,
  findRow,
  insertRow,
  listRows,
  sqlValue,
  updateRow,
  type ListCriteria,
} from './rest.repository.js'

type Row = Record<string, unknown>
type Query = Record<string, unknown>

function presentAttributes(attributes: Record<string, AttributeType>, row: Row, hidden: string[] = []): Row {
  const shown: Row = {}
  for (const [attribute, type] of Object.entries(attributes)) {
    if (hidden.includes(attribute)) continue
    const value = row[attribute]
    shown[attribute] = type === 'boolean' && value !== null && value !== undefined ? Boolean(value) : value
  }
  return shown
}

/** A database row as the API shows it: booleans as booleans, hidden attributes removed. */
export function present(model: ModelDefinition, row: Row): Row {
  return presentAttributes(model.attributes, row, model.hidden)
}

/** Records as answered by list and read: presented, with their associated rows included. */
function presentWithIncludes(db: Database.Database, model: ModelDefinition, rows: Row[]): Row[] {
  const records = rows.map((row) => present(model, row))
  for (const association of model.includes ?? []) {
    const related = associatedRows(
      db,
      association,
      rows.map((row) => row.id),
    )
    for (const record of records) {
      record[association.as] = related
        .filter((row) => row[association.foreignKey] === record.id)
        .map((row) => presentAttributes(association.attributes, row))
    }
  }
  return records
}

function filterValues(type: string, raw: unknown): unknown[] {
  const values = Array.isArray(raw) ? raw : [raw]
  return values.map((value) => {
    if (typeof value !== 'string') return value
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return value
    }
    if (type === 'string' && typeof parsed !== 'string' && parsed !== null) return value
    if (Array.isArray(parsed)) return value
    return typeof parsed === 'boolean' ? Number(parsed) : parsed
  })
}

/** The type of a model's own attribute; names like `__proto__` or `toString` are no attributes. */
const attributeType = (model: ModelDefinition, name: string): AttributeType | undefined =>
  Object.hasOwn(model.attributes, name) ? model.attributes[name] : undefined

/** Query parameters → criteria. */
export function listCriteria(model: ModelDefinition, query: Query): ListCriteria {
  const equals: ListCriteria['equals'] = []
  for (const [name, raw] of Object.entries(query)) {
    const type = attributeType(model, name)
    if (type === undefined || model.hidden?.includes(name)) continue
    const parsedList = typeof raw === 'string' && raw.startsWith('[') ? safeJsonArray(raw) : undefined
    equals.push({ attribute: name, values: parsedList ?? filterValues(type, raw) })
  }
  const sortNames = typeof query.sort === 'string' && query.sort !== '' ? query.sort.split(',') : []
  const unknown = sortNames.filter((name) => attributeType(model, name.replace(/^-/, '')) === undefined)
  if (unknown.length > 0) throw sortingNotAllowed(unknown)
  const count = Number(query.count ?? 100)
  const offset = Number(query.offset ?? 0) + Number(query.page ?? 0) * (Number.isFinite(count) ? count : 100)
  return {
    equals,
    search: typeof query.q === 'string' ? query.q : undefined,
    sort: sortNames.map((name) => ({ attribute: name.replace(/^-/, ''), descending: name.startsWith('-') })),
    offset: Number.isFinite(offset) && offset > 0 ? Math.floor(offset) : 0,
  }
}

function safeJsonArray(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Known attributes of a body, run through the model's setters and stored types. */
function assignable(model: ModelDefinition, body: Row): Row {
  const values: Row = {}
  for (const [attribute, type] of Object.entries(model.attributes)) {
    if (!(attribute in body) || attribute === 'createdAt' || attribute === 'updatedAt') continue
    let value = body[attribute]
    const setter = model.setters?.[attribute]
    if (setter && value !== null && value !== undefined) value = setter(value)
    if (type === 'boolean' && value !== null && value !== undefined)
      value = value === true || value === 'true' || value === 1 ? 1 : 0
    values[attribute] = sqlValue(value)
  }
  return values
}

/** A row id SQLite can store: an integer, or text that reads as one (an object would be a datatype mismatch). */
const isRowId = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  Number.isSafeInteger(typeof value === 'string' ? Number(value) : value)

function checkRecord(db: Database.Database, model: ModelDefinition, record: Row, exceptId?: unknown): void {
  if (!isRowId(record.id)) throw validationError([{ field: 'id', message: 'Validation isInt on id failed' }])
  for (const field of model.notNull ?? []) {
    if (record[field] === null || record[field] === undefined) throw notNullViolation(model.name, field)
  }
  const issues = model.validate?.(record) ?? []
  if (issues.length > 0) throw validationError(issues)
  for (const field of model.unique ?? []) {
    if (
      record[field] !== null &&
      record[field] !== undefined &&
      countWhere(db, model, field, record[field], exceptId) > 0
    ) {
      throw uniqueViolation(field)
    }
  }
}

function write<T>(action: () => T): T {
  try {
    return action()
  } catch (error) {
    if (error instanceof RestError) throw error
    throw databaseError(error)
  }
}

export function listResources(db: Database.Database, model: ModelDefinition, query: Query): Row[] {
  return presentWithIncludes(db, model, listRows(db, model, listCriteria(model, query)))
}

export function readResource(db: Database.Database, model: ModelDefinition, id: unknown): Row {
  const row = findRow(db, model, id)
  if (!row) throw notFound()
  return presentWithIncludes(db, model, [row])[0] ?? present(model, row)
}

export interface CreateOptions {
  /** A feature's own check of the record, run after the model's validation and before the insert. */
  afterValidation?: (record: Row) => void
}

export function createResource(
  db: Database.Database,
  model: ModelDefinition,
  body: Row,
  options: CreateOptions = {},
): Row {
  const now = nowIso()
  const record: Row = {
    ...assignable(model, model.defaults ?? {}),
    ...assignable(model, body),
    createdAt: now,
    updatedAt: now,
  }
  checkRecord(db, model, record)
  options.afterValidation?.(record)
  const id = write(() => insertRow(db, model, record))
  return readResource(db, model, record.id ?? id)
}

export function updateResource(db: Database.Database, model: ModelDefinition, id: unknown, body: Row): Row {
  const existing = findRow(db, model, id)
  if (!existing) throw notFound()
  const changes = assignable(model, { ...body, id: existing.id })
  for (const field of model.noUpdate ?? []) {
    if (field in changes && existing[field] !== null && changes[field] !== existing[field])
      throw noUpdateViolation(field)
  }
  const record = { ...existing, ...changes, updatedAt: nowIso() }
  checkRecord(db, model, record, existing.id)
  write(() => updateRow(db, model, existing.id, { ...changes, updatedAt: record.updatedAt }))
  return readResource(db, model, existing.id)
}

export function deleteResource(db: Database.Database, model: ModelDefinition, id: unknown): void {
  if (!findRow(db, model, id)) throw notFound()
  write(() => deleteRow(db, model, id))
}
