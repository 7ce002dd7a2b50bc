import { describe, expect, it } from 'vitest'
import { nonNegative } from '../accounting/accounting-api'
import { validateTopUp } from './wallet-page'

describe('wallet top-up', () => {
  it('accepts 10 to 1000', () => {
    expect(validateTopUp('')).toBe('MANDATORY_AMOUNT')
    expect(validateTopUp('9.99')).toBe('AMOUNT_LIMIT')
    expect(validateTopUp('1001')).toBe('AMOUNT_LIMIT')
    expect(validateTopUp('10')).toBe(true)
    expect(validateTopUp('1000')).toBe(true)
  })
})

describe('accounting edits', () => {
  it('sends negative values as 0', () => {
    expect(nonNegative(-5)).toBe(0)
    expect(nonNegative(Number.NaN)).toBe(0)
    expect(nonNegative(2.5)).toBe(2.5)
  })
})
