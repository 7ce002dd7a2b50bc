/** The attack string of the XSS challenges (a `javascript:` iframe). */
export const xssAttack = '<iframe src="javascript:alert(`xss`)">'

/**
 * Whether a JSON text contains `text` as a value would appear in it: verbatim, or JSON-escaped (double quotes as
 * backslash-quote, line breaks as `\n`, ...).
 */
export function jsonContains(json: string, text: string): boolean {
  return json.includes(text) || json.includes(JSON.stringify(text).slice(1, -1))
}

/** A product id as a plain client would send it: a decimal number and nothing else. */
export const isPlainNumber = (text: string): boolean => /^\s*-?\d+(\.\d+)?\s*$/.test(text)
