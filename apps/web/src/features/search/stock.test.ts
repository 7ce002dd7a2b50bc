import { describe, expect, it } from 'vitest'
import { stockByProduct, stockLabel } from './stock'

describe('stock labels', () => {
  it('says "only N left" for 1 to 5 units', () => {
    expect(stockLabel(1)).toEqual({ key: 'LABEL_ONLY_QUANTITY_LEFT', quantity: 1 })
    expect(stockLabel(5)).toEqual({ key: 'LABEL_ONLY_QUANTITY_LEFT', quantity: 5 })
  })

  it('says sold out for 0 or fewer units', () => {
    expect(stockLabel(0)).toEqual({ key: 'LABEL_SOLD_OUT' })
    expect(stockLabel(-3)).toEqual({ key: 'LABEL_SOLD_OUT' })
  })

  it('says nothing for plenty or unknown stock', () => {
    expect(stockLabel(6)).toBeNull()
    expect(stockLabel(100)).toBeNull()
    expect(stockLabel(undefined)).toBeNull()
  })

  it('indexes the quantity records by product id', () => {
    const stock = stockByProduct([
      { ProductId: 1, quantity: 100 },
      { ProductId: 7, quantity: 3 },
    ])
    expect(stock.get(7)).toBe(3)
    expect(stock.get(2)).toBeUndefined()
  })
})
