import { describe, expect, it } from 'vitest'
import { nonNegative } from './accounting-rules'

describe('accounting edits', () => {
  it('sends negative values as 0', () => {
    expect(nonNegative(-5)).toBe(0)
    expect(nonNegative(Number.NaN)).toBe(0)
    expect(nonNegative(2.5)).toBe(2.5)
  })
})
