import { describe, expect, it } from 'vitest'
import { lastFourDigits, maskCardNumber } from './card-number'

describe('card numbers', () => {
  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4716190207394368')).toBe('************4368')
    expect(maskCardNumber('************4368')).toBe('************4368')
  })

  it('shows the last four digits of numbers and strings alike', () => {
    expect(lastFourDigits(4716190207394368)).toBe('4368')
    expect(lastFourDigits('************4368')).toBe('4368')
  })
})
