import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderRoutes } from '../../test/render'
import TrackResultPage from './track-result-page'

const order = {
  orderId: '5267-f9cd5882f54c75a3',
  delivered: false,
  eta: '5',
  bonus: 2,
  products: [{ name: 'Apple Juice (1000ml)', price: 1.99, quantity: 3, total: 5.97 }],
}

describe('order tracking result', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a fresh order as New with its eta, products and bonus', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({ 'GET rest/track-order/5267-f9cd5882f54c75a3': { json: { data: [order] } } }),
    )
    renderRoutes(
      [{ path: '/track-result/new', element: <TrackResultPage isNew /> }],
      '/track-result/new?id=5267-f9cd5882f54c75a3',
    )
    expect(await screen.findByText('Apple Juice (1000ml)')).toBeTruthy()
    expect(screen.getByTestId('order-stage').getAttribute('data-stage')).toBe('NEW')
    expect(screen.getByTestId('order-eta').textContent).toBe('Expected delivery in 5 days')
    expect(screen.getByText('You have earned 2 bonus points with this order!')).toBeTruthy()
  })

  it('renders the echoed order id as HTML (Reflected XSS)', async () => {
    const id = '<b>bold</b>'
    vi.stubGlobal(
      'fetch',
      fetchStub({
        [`GET rest/track-order/${encodeURIComponent(id)}`]: { json: { data: [{ orderId: id }] } },
      }),
    )
    renderRoutes(
      [{ path: '/track-result', element: <TrackResultPage /> }],
      `/track-result?id=${encodeURIComponent(id)}`,
    )
    const code = await screen.findByTestId('tracked-order-id')
    expect(code.querySelector('b')?.textContent).toBe('bold')
    expect(screen.getByTestId('order-eta').textContent).toBe('Expected delivery in ? days')
  })
})
