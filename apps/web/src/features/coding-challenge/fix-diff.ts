import { diffLines } from 'diff'

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string }
/** A diff row: a line, or a run of unchanged lines folded away. */
export type DiffRow = DiffLine | { kind: 'folded'; lines: number }

function linesOf(value: string): string[] {
  const lines = value.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines
}

/**
 * A proposed fix as a line diff against the snippet: removed and added lines with `context` unchanged lines around
 * them; longer runs of unchanged lines are folded into one row.
 */
export function fixDiff(snippet: string, fix: string, context = 2): DiffRow[] {
  const lines: DiffLine[] = diffLines(snippet, fix).flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same'
    return linesOf(change.value).map((text) => ({ kind, text }))
  })
  const nearChange = (index: number): boolean =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.kind !== 'same')
  const rows: DiffRow[] = []
  let folded: DiffLine[] = []
  const flush = (): void => {
    if (folded.length === 1) rows.push(...folded)
    else if (folded.length > 1) rows.push({ kind: 'folded', lines: folded.length })
    folded = []
  }
  lines.forEach((line, index) => {
    if (nearChange(index)) {
      flush()
      rows.push(line)
    } else {
      folded.push(line)
    }
  })
  flush()
  return rows
}
