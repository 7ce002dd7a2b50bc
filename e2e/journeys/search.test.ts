import { beforeAll, describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api } from '../support/shop.js'

interface ProductRow {
  id: number
  name: string
}

describe('search results', () => {
  const fixture = useShopAndBrowser()
  let allProducts: ProductRow[]

  beforeAll(async () => {
    allProducts = (await api<{ data: ProductRow[] }>(fixture.shop, '/rest/products/search?q=')).body.data
  })

  it('lists all products twelve per page and changes the page size', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop)
    const total = allProducts.length
    await page.getByRole('heading', { name: 'All Products' }).waitFor()
    await expect(page.getByTestId('product-card').count()).resolves.toBe(12)
    await page.getByText(`1–12 of ${total}`).waitFor()
    // 1280 px wide: three columns.
    await expect(page.getByTestId('product-grid').getAttribute('data-columns')).resolves.toBe('3')
    const prices = await page.locator('.item-price').allTextContents()
    expect(prices.every((price) => /^\d+\.\d{2}¤$/.test(price))).toBe(true)

    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText(`13–24 of ${total}`).waitFor()
    const pageSize = page.getByTestId('search-pagination').getByRole('combobox', { name: 'Items per page:' })
    const sizes = await pageSize.getByRole('option').allTextContents()
    expect(sizes).toEqual(['12', '24', '36', '48'].slice(0, Math.ceil(total / 12)))
    await pageSize.selectOption('24')
    await page.getByText(`1–24 of ${total}`).waitFor()
    await expect(page.getByTestId('product-card').count()).resolves.toBe(24)

    await pageSize.selectOption(sizes.at(-1)!)
    await page.getByText(`1–${total} of ${total}`).waitFor()
    await page.getByText('Sold Out').first().waitFor()
    await page
      .getByText(/^Only [1-5] left$/)
      .first()
      .waitFor()
    await context.close()
  })

  it('shows the query above the matching products', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop, 'apple')
    await expect(page.locator('#searchValue').textContent()).resolves.toBe('apple')
    await expect(page.getByTestId('search-heading').textContent()).resolves.toBe('Search Results - apple')
    const expected = allProducts.filter((product) => /apple/i.test(product.name)).length
    expect(expected).toBeGreaterThan(0)
    const names = await page.locator('.item-name').allTextContents()
    expect(names.length).toBeGreaterThanOrEqual(expected)
    await page.getByText(new RegExp(`^1–${names.length} of ${names.length}$`)).waitFor()
    await context.close()
  })

  it('uses fewer columns in a narrow window', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await page.setViewportSize({ width: 800, height: 900 })
    await openSearch(page, fixture.shop)
    await expect(page.getByTestId('product-grid').getAttribute('data-columns')).resolves.toBe('1')
    await page.setViewportSize({ width: 1000, height: 900 })
    await page.locator('[data-testid="product-grid"][data-columns="2"]').waitFor()
    await context.close()
  })

  it('shows the empty-result card when nothing matches', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop, 'no such juice anywhere')
    const card = page.getByTestId('no-results')
    await card.getByText('No results found').waitFor()
    await card.getByText("Try adjusting your search to find what you're looking for.").waitFor()
    await expect(card.locator('img').getAttribute('src')).resolves.toBe(
      'assets/public/images/products/no-results.png',
    )
    await expect
      .poll(() =>
        card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true)
    await expect(page.getByTestId('product-card').count()).resolves.toBe(0)
    await context.close()
  })
})
