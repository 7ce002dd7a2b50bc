/** The character bigrams of a text, counted (a multiset). */
function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (let index = 0; index < text.length - 1; index++) {
    const pair = text.slice(index, index + 2)
    counts.set(pair, (counts.get(pair) ?? 0) + 1)
  }
  return counts
}

/**
 * Sørensen–Dice coefficient over character bigrams of the lower-cased, trimmed texts (System Prompt
 * Extraction): 1 for identical texts, 0 when either has fewer than two characters.
 */
export function diceSimilarity(first: unknown, second: unknown): number {
  if (typeof first !== 'string' || typeof second !== 'string') return 0
  const a = first.trim().toLowerCase()
  const b = second.trim().toLowerCase()
  if (a.length < 2 || b.length < 2) return 0
  if (a === b) return 1
  const left = bigrams(a)
  let shared = 0
  for (const [pair, count] of bigrams(b)) shared += Math.min(count, left.get(pair) ?? 0)
  return (2 * shared) / (a.length - 1 + (b.length - 1))
}
