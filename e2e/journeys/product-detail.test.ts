import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { openProduct, openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('product detail dialog', () => {
  const fixture = useShopAndBrowser()

  it('shows picture, description, price and reviews to a visitor, without basket or likes', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop, 'Apple Juice')
    const dialog = await openProduct(page, 'Apple Juice (1000ml)')
    await expect(
      dialog.evaluate((element) => element.closest('.MuiDialog-paper')?.clientWidth),
    ).resolves.toBe(500)
    await dialog.getByRole('heading', { name: 'Apple Juice (1000ml)' }).waitFor()
    await expect(dialog.getByTestId('product-description').textContent()).resolves.toContain('orchard apples')
    await expect(dialog.locator('.item-price').textContent()).resolves.toBe('1.99¤')
    await expect(dialog.locator('img').first().getAttribute('src')).resolves.toBe(
      'assets/public/images/products/apple_juice.jpg',
    )
    await dialog.getByTestId('review').first().waitFor()
    await expect(dialog.getByTestId('review-author').allTextContents()).resolves.toEqual([
      'admin@juice-sh.op',
      'basil@juice-sh.op',
    ])
    await expect(dialog.getByTestId('like-review').first().isDisabled()).resolves.toBe(true)
    await expect(dialog.getByTestId('add-to-basket').count()).resolves.toBe(0)
    await expect(dialog.getByTestId('edit-review').count()).resolves.toBe(0)
    await expect(dialog.locator('#newReviewText').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })

  it('says so when a product has no reviews yet', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop, 'Fruit Press')
    const dialog = await openProduct(page, 'Fruit Press')
    await dialog.getByText('There are no reviews for this product yet.').waitFor()
    await context.close()
  })
})
