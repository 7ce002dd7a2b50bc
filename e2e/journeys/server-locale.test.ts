import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { openSearch } from '../support/catalogue.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { repoRoot } from '../support/shop.js'

/** Server-side locale: product names come from the server in the chosen language. */
describe('server-side locale', () => {
  const english = 'Apple Juice (1000ml)'
  const german = (
    JSON.parse(readFileSync(path.join(repoRoot, 'data', 'static', 'i18n', 'de_DE.json'), 'utf8')) as Record<
      string,
      string
    >
  )[english]
  const fixture = useShopAndBrowser()

  it('shows German product names in the search grid once Deutsch is chosen, also after a reload', async () => {
    expect(german).toBeTruthy()
    expect(german).not.toBe(english)
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop)
    const name = (text: string) => page.locator('.item-name', { hasText: text })
    await name(english).waitFor()

    await page.locator('#navbarLanguageButton').click()
    await page.locator('[data-language="de_DE"]').click()
    // Without a reload: the grid's data is fetched anew with the new cookie.
    await name(german!).waitFor()
    await expect(name(english).count()).resolves.toBe(0)

    await page.reload()
    await name(german!).waitFor()
    await context.close()
  })

  it('keeps English product names for a visitor who never chose a language', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await openSearch(page, fixture.shop)
    await page.locator('.item-name', { hasText: english }).waitFor()
    await context.close()
  })
})
