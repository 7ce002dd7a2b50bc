import { describe, expect, it } from 'vitest'
import { fixDiff } from './fix-diff'

const snippet = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].join('\n')

describe('fix diff', () => {
  it('marks removed and added lines and folds unchanged runs outside the context', () => {
    const fix = snippet.replace('e', 'e2')
    expect(fixDiff(snippet, fix)).toEqual([
      { kind: 'folded', lines: 2 },
      { kind: 'same', text: 'c' },
      { kind: 'same', text: 'd' },
      { kind: 'removed', text: 'e' },
      { kind: 'added', text: 'e2' },
      { kind: 'same', text: 'f' },
      { kind: 'same', text: 'g' },
      { kind: 'folded', lines: 2 },
    ])
  })

  it('shows a single unchanged line instead of folding it', () => {
    const fix = snippet.replace('d', 'x')
    expect(fixDiff(snippet, fix, 2)[0]).toEqual({ kind: 'same', text: 'a' })
    expect(fixDiff(snippet, fix, 2).at(-1)).toEqual({ kind: 'folded', lines: 3 })
  })

  it('lists additions of whole lines', () => {
    expect(fixDiff('a\nb', 'a\nnew\nb', 0)).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: 'b' },
    ])
  })
})
