import { describe, expect, it } from 'vitest'
import {
  bonusOf,
  bonusPoints,
  cutShareText,
  discountAmount,
  etaText,
  itemTotalOf,
  orderStage,
  orderTotal,
} from './checkout-rules'

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

describe('share text', () => {
  it('keeps short texts', () => {
    expect(cutShareText('I just purchased Apple Juice')).toBe('I just purchased Apple Juice')
  })

  it('cuts long texts to 140 characters', () => {
    const cut = cutShareText('x'.repeat(200))
    expect(cut).toHaveLength(140)
    expect(cut.endsWith('...')).toBe(true)
    expect(cutShareText('y'.repeat(140))).toBe('y'.repeat(140))
  })
})

describe('order stage', () => {
  it('shows Delivered whenever the order is delivered', () => {
    expect(orderStage({ delivered: true, eta: '5' }, true)).toBe('DELIVERED')
  })

  it('shows New for a fresh order view', () => {
    expect(orderStage({ delivered: false, eta: '5' }, true)).toBe('NEW')
  })

  it('shows Packing above 2 days and Transit otherwise', () => {
    expect(orderStage({ delivered: false, eta: '3' }, false)).toBe('PACKING')
    expect(orderStage({ delivered: false, eta: '2' }, false)).toBe('TRANSIT')
    expect(orderStage({ delivered: false, eta: 1 }, false)).toBe('TRANSIT')
  })

  it("shows '?' for a missing eta", () => {
    expect(etaText(undefined)).toBe('?')
    expect(etaText('')).toBe('?')
    expect(etaText('0')).toBe('0')
  })
})
