import type { Request } from 'express'
import { z } from 'zod'
import { clientError } from './refusal.js'

/**
 * The request contract: every route reads its body, query and parameters through a zod schema declared in its
 * module's `<feature>.schemas.ts`. Schemas of the reference's routes are lenient where the reference is (a field
 * of the wrong type counts as missing, so the route answers as the reference does); schemas of our own routes are
 * strict. A value that does not fit a strict schema is a 400 `clientError` naming the first problem.
 */

/** A text field: a string stays, anything else (number, list, object) counts as missing, as the reference reads it. */
export const textField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : undefined))

/** A field passed on exactly as sent, for the places where a deliberate hole must see any JSON (operators, code). */
export const anyField = z.unknown().optional()

const asFields = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}

/**
 * A body read as an object of fields: a body that is no object (a list, a string, nothing) counts as no fields, and
 * fields not named in `shape` are kept (the reference's routes ignore or store them).
 */
export const fieldsOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(asFields, z.looseObject(shape))

/** A body of any fields, for routes whose fields the generic REST layer checks against its model. */
export const recordFields = fieldsOf({})

function parsed<Schema extends z.ZodType>(schema: Schema, value: unknown, part: string): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
  throw clientError(400, `Invalid request ${part}${where}: ${issue?.message ?? 'not accepted'}`)
}

/** The request body through its schema. */
export const bodyFrom = <Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> =>
  parsed(schema, req.body, 'body')

/** The query string through its schema. */
export const queryFrom = <Schema extends z.ZodType>(req: Request, schema: Schema): z.output<Schema> =>
  parsed(schema, req.query, 'query')
