import { isAddress, isHex, type AbiParameter } from 'viem'

/** An argument the player typed that does not fit its parameter; the page translates the key. */
export class ArgumentError extends Error {
  constructor(
    readonly key: 'WEB3_ARGUMENT_INVALID' | 'WEB3_ARGUMENT_COUNT',
    readonly values: Record<string, string>,
  ) {
    super(`${key} ${JSON.stringify(values)}`)
    this.name = 'ArgumentError'
  }
}

/** Splits "a, [1,2], \"x,y\"" at the commas outside brackets and quotes. */
export function splitArguments(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | undefined
  let current = ''
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") quote = char
    else if (char === '[' || char === '(' || char === '{') depth++
    else if (char === ']' || char === ')' || char === '}') depth--
    else if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  if (current.trim() !== '' || parts.length > 0) parts.push(current.trim())
  return parts
}

const unquote = (text: string) => text.replace(/^(["'])(.*)\1$/s, '$2')

/** A value as viem encodes it for the parameter's type: bigint for integers, arrays and tuples from JSON. */
function coerce(value: unknown, type: string, components: readonly AbiParameter[] | undefined): unknown {
  const array = /^(.*)\[\d*\]$/.exec(type)
  if (array) {
    const items = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
    if (!Array.isArray(items)) throw new Error('not an array')
    return items.map((item) => coerce(item, array[1] ?? '', components))
  }
  if (type === 'tuple') {
    const fields = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
    const list = (components ?? []).map((component, index) =>
      Array.isArray(fields) ? fields[index] : (fields as Record<string, unknown>)[component.name ?? ''],
    )
    return (components ?? []).map((component, index) =>
      coerce(list[index], component.type, (component as { components?: AbiParameter[] }).components),
    )
  }
  const text = typeof value === 'string' ? unquote(value.trim()) : String(value)
  if (/^u?int\d*$/.test(type)) return BigInt(text)
  if (type === 'bool') {
    if (text !== 'true' && text !== 'false') throw new Error('not a bool')
    return text === 'true'
  }
  if (type === 'address') {
    if (!isAddress(text, { strict: false })) throw new Error('not an address')
    return text
  }
  if (type.startsWith('bytes')) {
    if (!isHex(text)) throw new Error('not hex')
    return text
  }
  return text
}

/** One typed argument for a parameter (position counts from 1, for the message). */
export function parseArgument(text: string, parameter: AbiParameter, position: number): unknown {
  try {
    return coerce(text, parameter.type, (parameter as { components?: AbiParameter[] }).components)
  } catch {
    throw new ArgumentError('WEB3_ARGUMENT_INVALID', { position: String(position), type: parameter.type })
  }
}

/** Comma-separated arguments (e.g. a constructor's) for the parameters, in order. */
export function parseArgumentList(text: string, parameters: readonly AbiParameter[]): unknown[] {
  const parts = splitArguments(text)
  if (parts.length !== parameters.length)
    throw new ArgumentError('WEB3_ARGUMENT_COUNT', {
      expected: String(parameters.length),
      given: String(parts.length),
    })
  return parameters.map((parameter, index) => parseArgument(parts[index] ?? '', parameter, index + 1))
}

/** A function's result for display: numbers as decimals, structures as JSON. */
export function formatResult(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'bigint') return value.toString()
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))
}
