import { describe, expect, it } from 'vitest'
import { formatPrice } from './price'

describe('price display', () => {
  it('puts the currency sign after two decimals', () => {
    expect(formatPrice(1.99)).toBe('1.99¤')
    expect(formatPrice(3)).toBe('3.00¤')
  })
})
