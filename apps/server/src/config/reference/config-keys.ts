import { z } from 'zod'

/**
 * One key of the configuration as the reference documents it: its dotted path (`products[].name` for a field of
 * every list entry, `ctf.countryMapping.*.code` for a field of every map value), what it accepts, and its children
 * when it is an object, a list of objects or a map of objects.
 */
export interface ConfigKey {
  path: string
  type: string
  /** Enumerations and bounds, empty when the type says it all. */
  allowed: string[]
  optional: boolean
  children: ConfigKey[]
}

/** The part of JSON Schema that zod emits for the configuration schema. */
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  minItems?: number
}

/**
 * Every key of a configuration schema in schema order. The walk goes through zod's JSON Schema export (public and
 * stable) rather than zod's internals: it already resolves optional, nullable, default and coerced wrappers into
 * plain types, enumerations and bounds. The input side is described, since that is what an operator writes.
 */
export function listConfigKeys(schema: z.ZodType): ConfigKey[] {
  const root = z.toJSONSchema(schema, { io: 'input', reused: 'inline', unrepresentable: 'any' }) as JsonSchema
  return keysOf(root, '')
}

function keysOf(node: JsonSchema, prefix: string): ConfigKey[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    describeKey(`${prefix}${name}`, property, !required.has(name)),
  )
}

function describeKey(path: string, property: JsonSchema, optional: boolean): ConfigKey {
  const { schema, nullable } = withoutNull(property)
  const children = childrenOf(path, schema)
  const type = typeName(schema) + (nullable ? ' or null' : '')
  return { path, type, allowed: allowedValues(schema), optional, children }
}

/** `X or null` is emitted either as `anyOf: [X, {type: null}]` or as `type: [x, "null"]`. */
function withoutNull(property: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const isNull = (candidate: JsonSchema) => candidate.type === 'null'
  if (property.anyOf?.some(isNull)) {
    const rest = property.anyOf.filter((candidate) => !isNull(candidate))
    return { schema: rest.length === 1 && rest[0] ? rest[0] : { anyOf: rest }, nullable: true }
  }
  if (Array.isArray(property.type) && property.type.includes('null')) {
    const rest = property.type.filter((type) => type !== 'null')
    return { schema: { ...property, type: rest.length === 1 ? rest[0] : rest }, nullable: true }
  }
  return { schema: property, nullable: false }
}

function childrenOf(path: string, schema: JsonSchema): ConfigKey[] {
  if (schema.properties) return keysOf(schema, `${path}.`)
  if (schema.items?.properties) return keysOf(schema.items, `${path}[].`)
  const values = mapValues(schema)
  if (values?.properties) return keysOf(values, `${path}.*.`)
  return []
}

const mapValues = (schema: JsonSchema): JsonSchema | undefined =>
  typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined

function typeName(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' or ')
  if (schema.format === 'uri') return 'URL'
  if (schema.type === 'array') return `list of ${plural(schema.items ? typeName(schema.items) : 'any')}`
  if (schema.type === 'object' && !schema.properties) {
    const values = mapValues(schema)
    return `map of ${plural(values ? typeName(values) : 'any')}`
  }
  if (typeof schema.type === 'string') return schema.type
  return 'any'
}

const plural = (type: string): string =>
  /^(string|number|integer|boolean|object|URL)$/.test(type) ? `${type}s` : type

/** A bound worth stating: zod gives every integer the safe-integer range, which says nothing to an operator. */
const stated = (bound: number | undefined): number | undefined =>
  bound === undefined || Math.abs(bound) === Number.MAX_SAFE_INTEGER ? undefined : bound

function allowedValues(schema: JsonSchema): string[] {
  const allowed: string[] = []
  if (schema.enum) allowed.push(schema.enum.map((value) => `\`${String(value)}\``).join(', '))
  const [minimum, maximum] = [stated(schema.minimum), stated(schema.maximum)]
  if (minimum !== undefined && maximum !== undefined) allowed.push(`${minimum}–${maximum}`)
  else if (minimum !== undefined) allowed.push(`≥ ${minimum}`)
  else if (maximum !== undefined) allowed.push(`≤ ${maximum}`)
  if (schema.minLength === 1) allowed.push('not empty')
  else if (schema.minLength !== undefined) allowed.push(`at least ${schema.minLength} characters`)
  if (schema.minItems !== undefined) allowed.push(`at least ${schema.minItems} entries`)
  if (schema.items) allowed.push(...allowedValues(schema.items).map((rule) => `each: ${rule}`))
  return allowed
}

/** Every key of the tree, parents before their children. */
export const flattenKeys = (keys: ConfigKey[]): ConfigKey[] =>
  keys.flatMap((key) => [key, ...flattenKeys(key.children)])
