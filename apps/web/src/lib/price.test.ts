import { describe, expect, it } from 'vitest'
import { effectivePrice, formatPrice } from './price'

describe('price display', () => {
  it('puts the currency sign after two decimals', () => {
    expect(formatPrice(1.99)).toBe('1.99¤')
    expect(formatPrice(3)).toBe('3.00¤')
    expect(formatPrice(0.5)).toBe('0.50¤')
    expect(formatPrice(0)).toBe('0.00¤')
  })

  it('charges the deluxe role the deluxe price', () => {
    const apple = { price: 1.99, deluxePrice: 0.99 }
    expect(effectivePrice(apple, 'deluxe')).toBe(0.99)
    expect(effectivePrice(apple, 'customer')).toBe(1.99)
    expect(effectivePrice(apple, undefined)).toBe(1.99)
  })

  it('falls back to the normal price when a product has no deluxe price', () => {
    expect(effectivePrice({ price: 8.99 }, 'deluxe')).toBe(8.99)
    expect(effectivePrice({ price: 8.99, deluxePrice: null }, 'deluxe')).toBe(8.99)
  })
})
