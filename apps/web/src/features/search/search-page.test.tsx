import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderRoutes } from '../../test/render'
import SearchPage from './search-page'

const product = (id: number, name: string) => ({
  id,
  name,
  description: `<em>${name}</em> description`,
  price: id + 0.5,
  deluxePrice: id,
  image: `${id}.jpg`,
})
const juices = Array.from({ length: 14 }, (_, index) => product(index + 1, `Juice ${index + 1}`))
const reviews = [
  { _id: 'a1', product: 1, message: 'Lovely', author: 'bender@juice-sh.op', likesCount: 2, liked: true },
]

function renderSearch(path: string, answers: Parameters<typeof fetchStub>[0]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'GET api/Quantitys/': {
          json: {
            status: 'success',
            data: [
              { ProductId: 1, quantity: 3 },
              { ProductId: 2, quantity: 0 },
              { ProductId: 3, quantity: 50 },
            ],
          },
        },
        ...answers,
      }),
    ),
  )
  return renderRoutes([{ path: '/search', element: <SearchPage /> }], path)
}

describe('search results', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
    sessionStorage.clear()
  })

  it('shows all products twelve at a time with stock labels and prices', async () => {
    renderSearch('/search', { 'GET rest/products/search?q=': { json: { status: 'success', data: juices } } })
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12))
    expect(screen.getByText('All Products')).toBeTruthy()
    expect(screen.getByText('1–12 of 14')).toBeTruthy()
    expect(screen.getByText('Only 3 left')).toBeTruthy()
    expect(screen.getByText('Sold Out')).toBeTruthy()
    expect(screen.getByText('1.50¤')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2))
    expect(screen.getByText('13–14 of 14')).toBeTruthy()
  })

  it('shows the search value as markup and the empty-result card', async () => {
    const { container } = renderSearch('/search?q=%3Cb%3Ebold%3C/b%3E', {
      'GET rest/products/search?q=%3Cb%3Ebold%3C%2Fb%3E': { json: { status: 'success', data: [] } },
    })
    await screen.findByTestId('no-results')
    expect(container.querySelector('#searchValue b')?.textContent).toBe('bold')
    expect(screen.getByText('No results found')).toBeTruthy()
  })

  it('opens the detail dialog with description, reviews and no basket button when logged out', async () => {
    renderSearch('/search?q=Juice 1', {
      'GET rest/products/search?q=Juice%201': { json: { status: 'success', data: juices.slice(0, 1) } },
      'GET rest/products/1/reviews': { json: { status: 'success', data: reviews } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Juice 1' }))
    const dialog = await screen.findByTestId('product-dialog')
    expect(within(dialog).getByTestId('product-description').innerHTML).toBe('<em>Juice 1</em> description')
    await within(dialog).findByText('Lovely')
    expect(within(dialog).getByTestId('like-review').hasAttribute('disabled')).toBe(true)
    expect(within(dialog).queryByTestId('add-to-basket')).toBeNull()
    expect(within(dialog).queryByTestId('edit-review')).toBeNull()
  })

  it('offers the basket, likes and editing of own reviews to a logged-in deluxe member', async () => {
    const payload = btoa(JSON.stringify({ data: { email: 'bender@juice-sh.op', role: 'deluxe' } }))
    localStorage.setItem('token', `e30.${payload}.sig`)
    sessionStorage.setItem('bid', '3')
    renderSearch('/search', {
      'GET rest/products/search?q=': { json: { status: 'success', data: juices.slice(0, 1) } },
      'GET rest/products/1/reviews': {
        json: {
          status: 'success',
          data: [...reviews, { ...reviews[0], _id: 'a2', author: 'jim@juice-sh.op', liked: false }],
        },
      },
    })
    expect(await screen.findByText('1.00¤')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Juice 1' }))
    const dialog = await screen.findByTestId('product-dialog')
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(2))
    expect(within(dialog).getByTestId('add-to-basket')).toBeTruthy()
    expect(within(dialog).getAllByTestId('edit-review')).toHaveLength(1)
    const likes = within(dialog).getAllByTestId('like-review')
    expect(likes.map((button) => button.hasAttribute('disabled'))).toEqual([true, false])
    fireEvent.click(within(dialog).getByTestId('edit-review'))
    const editor = await screen.findByTestId('review-edit-dialog')
    fireEvent.change(within(editor).getByLabelText('Review'), { target: { value: '' } })
    expect(within(editor).getByText('Please provide a review text.')).toBeTruthy()
    expect(within(editor).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true)
  })
})
