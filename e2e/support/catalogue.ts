import type { Locator, Page } from 'playwright-core'
import type { RunningShop } from './shop.js'

/** Opens the search page for `query` (URL-encoded here) and waits until its results or the empty card show. */
export async function openSearch(page: Page, shop: RunningShop, query = ''): Promise<void> {
  const suffix = query === '' ? '' : `?q=${encodeURIComponent(query)}`
  await page.goto(`${shop.baseUrl}/#/search${suffix}`)
  await page.locator('[data-testid="product-card"], [data-testid="no-results"]').first().waitFor()
}

/** Clicks a product tile by its exact name and returns the open detail dialog. */
export async function openProduct(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Show details of ${name}`, exact: true }).click()
  const dialog = page.getByTestId('product-dialog')
  await dialog.waitFor()
  return dialog
}

/** Waits for a snackbar with exactly this text, then closes it so the next one can be told apart. */
export async function expectSnackbar(page: Page, text: string): Promise<void> {
  const message = page.getByRole('status').filter({ hasText: text })
  await message.waitFor()
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()
  await message.waitFor({ state: 'detached' })
}

/** The number in the top bar's basket badge. */
export async function basketBadge(page: Page, count: number): Promise<void> {
  await page
    .getByTestId('basket-count')
    .locator('.MuiBadge-badge', { hasText: new RegExp(`^${count}$`) })
    .waitFor()
}
