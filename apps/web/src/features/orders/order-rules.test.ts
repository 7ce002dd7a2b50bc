import { describe, expect, it } from 'vitest'
import { cutShareText, etaText, orderStage } from './order-rules'

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
