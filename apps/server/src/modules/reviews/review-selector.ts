/**
 * The review id a client sends to PATCH /rest/products/reviews is used as the `_id` selector as it comes, operator
 * objects included (`{"$ne": -1}` selects every review). That is the NoSQL Manipulation hole.
 * What the selector may contain is still limited to plain comparison operators: no code (`$where`, `$function`,
 * `$accumulator`), no expressions (`$expr`), no nested documents, so the document store never evaluates anything
 * a player wrote.
 */

type Primitive = string | number | boolean | null

const comparison = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'])
const listOperators = new Set(['$in', '$nin'])
const maxDepth = 4
const maxListLength = 1000

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

function validOperand(operator: string, operand: unknown, depth: number): boolean {
  if (comparison.has(operator)) return isPrimitive(operand)
  if (listOperators.has(operator))
    return Array.isArray(operand) && operand.length <= maxListLength && operand.every(isPrimitive)
  switch (operator) {
    case '$exists':
      return typeof operand === 'boolean'
    case '$type':
      return typeof operand === 'string' || typeof operand === 'number'
    case '$regex':
      return typeof operand === 'string' && operand.length <= 200
    case '$options':
      return typeof operand === 'string' && /^[imsx]{0,4}$/.test(operand)
    case '$not':
      return isOperatorObject(operand, depth + 1)
    default:
      return false
  }
}

function isOperatorObject(value: unknown, depth: number): boolean {
  if (depth > maxDepth || typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entries = Object.entries(value)
  return entries.length > 0 && entries.every(([operator, operand]) => validOperand(operator, operand, depth))
}

// vuln-code-snippet start noSqlReviewsChallenge
/** The selector for `_id`: a plain value or an object of allowed operators; undefined when refused. */
export function reviewIdSelector(id: unknown): Primitive | Record<string, unknown> | undefined {
  if (id === undefined) return undefined
  if (isPrimitive(id)) return id
  return isOperatorObject(id, 0) ? (id as Record<string, unknown>) : undefined // vuln-code-snippet neutral-line noSqlReviewsChallenge
}
// vuln-code-snippet end noSqlReviewsChallenge
