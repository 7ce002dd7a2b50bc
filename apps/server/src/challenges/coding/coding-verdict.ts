import type { CodingChallenge } from './coding-data.js'

/**
 * "Find it" is solved when every vulnerable line is selected and nothing but vulnerable and neutral lines is
 * (POST /snippets/verdict). Anything that is not a list of line numbers selects nothing.
 */
export function isRightSelection(challenge: CodingChallenge, selectedLines: unknown): boolean {
  if (!Array.isArray(selectedLines) || selectedLines.length === 0) return false
  const selected = new Set(selectedLines.filter((line): line is number => typeof line === 'number'))
  if (selected.size !== selectedLines.length) return false
  const allowed = new Set([...challenge.vulnLines, ...challenge.neutralLines])
  return (
    challenge.vulnLines.every((line) => selected.has(line)) &&
    [...selected].every((line) => allowed.has(line))
  )
}

/**
 * The hint after the n-th wrong "find it" attempt (1-based): none after the first, then the challenge's hints one
 * per attempt, then the vulnerable lines themselves.
 */
export function hintAfterWrongAttempt(challenge: CodingChallenge, attempt: number): string | undefined {
  if (attempt <= 1) return undefined
  const hint = challenge.hints[attempt - 2]
  if (hint !== undefined) return hint
  const lines = challenge.vulnLines
  return lines.length === 1
    ? `Line ${lines[0]} is responsible for this vulnerability or security flaw. Select it and submit to proceed.`
    : `Lines ${lines.join(',')} are responsible for this vulnerability or security flaw. Select them and submit to proceed.`
}

/** The fix option chosen by a 0-based index, if the index names one. */
export function chosenFix(challenge: CodingChallenge, selectedFix: unknown) {
  return Number.isInteger(selectedFix) ? challenge.fixes[selectedFix as number] : undefined
}
