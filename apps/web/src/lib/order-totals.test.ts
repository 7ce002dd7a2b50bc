import { describe, expect, it } from 'vitest'
import { bonusOf, bonusPoints, discountAmount, itemTotalOf, orderTotal } from './order-totals'

describe('order totals', () => {
  it('is item total plus delivery minus the discount percent of the item total', () => {
    expect(orderTotal(100, 0.99, 0)).toBe(100.99)
    expect(orderTotal(100, 0.99, 10)).toBe(90.99)
    expect(orderTotal(3.98, 0.5, 75)).toBe(1.49)
  })

  it('rounds the discount to cents', () => {
    expect(discountAmount(3.33, 10)).toBe(0.33)
    expect(discountAmount(19.99, 60)).toBe(11.99)
  })

  it('sums item lines and bonus points (price / 10 rounded, times quantity)', () => {
    const lines = [
      { price: 1.99, quantity: 2 },
      { price: 14.99, quantity: 1 },
    ]
    expect(itemTotalOf(lines)).toBe(18.97)
    expect(bonusPoints(14.99, 3)).toBe(3)
    expect(bonusPoints(4.99, 2)).toBe(0)
    expect(bonusOf(lines)).toBe(1)
  })
})
