import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import { basketBadge, expectSnackbar, openProduct, openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api } from '../support/shop.js'

interface BasketAnswer {
  data: { Products: Array<{ name: string; BasketItem: { quantity: number } }> }
}

describe('adding to the basket from the product dialog', () => {
  const fixture = useShopAndBrowser()

  it('places a product, then adds another of the same, and the badge follows', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const bid = await page.evaluate(() => sessionStorage.getItem('bid'))
    const quantityOf = async (name: string): Promise<number | undefined> => {
      const basket = await api<BasketAnswer>(fixture.shop, `/rest/basket/${bid}`, { token: token ?? '' })
      return basket.body.data.Products.find((product) => product.name === name)?.BasketItem.quantity
    }
    const before = (await api<BasketAnswer>(fixture.shop, `/rest/basket/${bid}`, { token: token ?? '' })).body
      .data.Products
    const startCount = before.reduce((sum, product) => sum + product.BasketItem.quantity, 0)
    await basketBadge(page, startCount)
    await expect(quantityOf('Lemon Juice (500ml)')).resolves.toBeUndefined()

    await openSearch(page, fixture.shop, 'Lemon')
    const dialog = await openProduct(page, 'Lemon Juice (500ml)')
    await dialog.getByTestId('add-to-basket').click()
    await expectSnackbar(page, 'Placed Lemon Juice (500ml) into basket.')
    await basketBadge(page, startCount + 1)
    await expect(quantityOf('Lemon Juice (500ml)')).resolves.toBe(1)

    await dialog.getByTestId('add-to-basket').click()
    await expectSnackbar(page, 'Added another Lemon Juice (500ml) to basket.')
    await basketBadge(page, startCount + 2)
    await expect(quantityOf('Lemon Juice (500ml)')).resolves.toBe(2)
    await context.close()
  })

  it('shows the server refusal in an error snackbar', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await openSearch(page, fixture.shop, 'Apple Juice')
    const dialog = await openProduct(page, 'Apple Juice (1000ml)')
    // Apple juice is limited to 5 per customer.
    for (let added = 0; added < 5; added++) {
      await dialog.getByTestId('add-to-basket').click()
      await page.getByRole('status').waitFor()
      await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()
      await page.getByRole('status').waitFor({ state: 'detached' })
    }
    await dialog.getByTestId('add-to-basket').click()
    await expectSnackbar(page, 'You can order only up to 5 items of this product.')
    await context.close()
  })
})
