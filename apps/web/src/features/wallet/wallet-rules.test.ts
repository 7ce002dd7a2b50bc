import { describe, expect, it } from 'vitest'
import { validateTopUp } from './wallet-rules'

describe('wallet top-up', () => {
  it('accepts 10 to 1000', () => {
    expect(validateTopUp('')).toBe('MANDATORY_AMOUNT')
    expect(validateTopUp('9.99')).toBe('AMOUNT_LIMIT')
    expect(validateTopUp('1001')).toBe('AMOUNT_LIMIT')
    expect(validateTopUp('10')).toBe(true)
    expect(validateTopUp('1000')).toBe(true)
  })
})
