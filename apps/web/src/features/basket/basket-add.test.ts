import { afterEach, describe, expect, it, vi } from 'vitest'
import { basketAction } from './basket-action'
import { addToBasket } from './basket-api'

const basket = {
  id: 3,
  Products: [
    { id: 1, name: 'Apple Juice (1000ml)', price: 1.99, BasketItem: { id: 11, quantity: 2 } },
    { id: 6, name: 'Banana Juice (1000ml)', price: 1.99, BasketItem: { id: 12, quantity: 1 } },
  ],
}

describe('the add-to-basket decision', () => {
  it('raises the quantity of a product already in the basket', () => {
    expect(basketAction(basket, 6)).toEqual({ kind: 'increase', itemId: 12 })
  })

  it('creates an item for a product not yet in the basket', () => {
    expect(basketAction(basket, 2)).toEqual({ kind: 'create' })
    expect(basketAction({ id: 3 }, 1)).toEqual({ kind: 'create' })
    expect(basketAction(null, 1)).toEqual({ kind: 'create' })
  })
})

describe('adding to the basket', () => {
  afterEach(() => vi.unstubAllGlobals())

  function stubServer(): Array<{ method: string; path: string; body: unknown }> {
    const calls: Array<{ method: string; path: string; body: unknown }> = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = String(input)
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      const json =
        path === 'rest/basket/3'
          ? { status: 'success', data: basket }
          : { status: 'success', data: { id: 12, ProductId: 6, BasketId: 3, quantity: 4 } }
      return new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } })
    })
    return calls
  }

  it('reads the item and puts its quantity up by one', async () => {
    const calls = stubServer()
    await expect(addToBasket(6, '3')).resolves.toBe('BASKET_ADD_SAME_PRODUCT')
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET rest/basket/3',
      'GET api/BasketItems/12',
      'PUT api/BasketItems/12',
    ])
    expect(calls[2]?.body).toEqual({ quantity: 5 })
  })

  it('posts a new item with quantity 1', async () => {
    const calls = stubServer()
    await expect(addToBasket(2, '3')).resolves.toBe('BASKET_ADD_PRODUCT')
    expect(calls[1]).toEqual({
      method: 'POST',
      path: 'api/BasketItems/',
      body: { ProductId: 2, BasketId: '3', quantity: 1 },
    })
  })
})
