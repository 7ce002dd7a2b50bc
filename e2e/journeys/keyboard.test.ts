import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { addToBasket, apiLogin } from '../support/checkout.js'
import { watchPage } from '../support/a11y.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { focusReturnsTo, focusWithin, isFocused, tabTo } from '../support/keyboard.js'
import { waitForSolved } from '../support/shop.js'

/** Journeys done with the keyboard alone: every action is Tab, Shift+Tab, Enter, Space, Escape or typing. */
describe('keyboard-only journeys', () => {
  const fixture = useShopAndBrowser()

  it('logs in', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    const watch = watchPage(page)
    const email = page.locator('#email')
    await email.waitFor()
    await tabTo(page, email)
    await page.keyboard.type(JIM.email)
    await page.keyboard.press('Tab')
    await expect(isFocused(page.locator('#password'))).resolves.toBe(true)
    await page.keyboard.type(JIM.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/search/)
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy()
    // Nothing on the way logged an error or was refused.
    expect(watch.take()).toEqual([])
    await context.close()
  })

  it('opens a product, adds it to the basket and closes the dialog with Escape, back on the product', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const watch = watchPage(page)
    const tile = page.getByRole('button', { name: 'Show details of Apple Pomace', exact: true })
    await tile.waitFor()
    await tabTo(page, tile, { limit: 120 })
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('product-dialog')
    await dialog.waitFor()
    await focusWithin(page.getByRole('dialog'))
    await tabTo(page, dialog.getByTestId('add-to-basket'))
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Apple Pomace' }).first().waitFor()
    // The dialog keeps the focus however far the user tabs.
    for (let presses = 0; presses < 15; presses++) await page.keyboard.press('Tab')
    await focusWithin(page.getByRole('dialog'))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await focusReturnsTo(tile)
    // Nothing on the way logged an error or was refused.
    expect(watch.take()).toEqual([])
    await context.close()
  })

  it('checks out with a saved address and a saved card', async () => {
    await addToBasket(fixture.shop, await apiLogin(fixture.shop, JIM.email, JIM.password), 1)
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const watch = watchPage(page)
    await page.goto(`${fixture.shop.baseUrl}/#/basket`)
    await page.getByTestId('basket-row').first().waitFor()
    await tabTo(page, page.locator('#checkoutButton'), { limit: 120 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/address\/select/)

    const address = page.getByRole('radio', { name: 'Select address of Jim' }).first()
    await address.waitFor()
    await tabTo(page, address)
    await page.keyboard.press('Space')
    await expect(address.isChecked()).resolves.toBe(true)
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/delivery-method/)

    const delivery = page.getByRole('radio', { name: 'One Day Delivery' })
    await delivery.waitFor()
    await tabTo(page, delivery)
    await page.keyboard.press('Space')
    await expect(delivery.isChecked()).resolves.toBe(true)
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/payment\/shop/)

    const card = page.getByRole('radio', { name: /^Select card ending with/ }).first()
    await card.waitFor()
    await tabTo(page, card)
    await page.keyboard.press('Space')
    await expect(card.isChecked()).resolves.toBe(true)
    await tabTo(page, page.locator('#continuePaymentButton'))
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/order-summary/)

    const placeOrder = page.locator('#checkoutButton')
    await placeOrder.waitFor()
    await tabTo(page, placeOrder, { limit: 120 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/order-completion\//)
    await page.getByText('Thank you for your purchase!').waitFor()
    // Nothing on the way logged an error or was refused.
    expect(watch.take()).toEqual([])
    await context.close()
  })

  it('solves the score-board challenge and works the score board from the keyboard', async () => {
    // Finding the page means typing its address into the browser's address bar, which is outside the page.
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    const watch = watchPage(page)
    const toast = page.locator('.challenge-solved-toast[data-challenge="scoreBoardChallenge"]')
    await toast.waitFor()
    // The notification is a live region: screen readers announce it as it appears.
    await expect(toast.getAttribute('role')).resolves.toBe('alert')
    await expect(waitForSolved(fixture.shop, 'scoreBoardChallenge')).resolves.toBe(true)

    const difficulty = page.getByTestId('difficulty-2')
    await tabTo(page, difficulty, { limit: 120 })
    const pressed = await difficulty.getAttribute('aria-pressed')
    await page.keyboard.press('Space')
    await expect(difficulty.getAttribute('aria-pressed')).resolves.not.toBe(pressed)

    await tabTo(page, toast.getByRole('button', { name: 'Close' }), { backwards: true, limit: 120 })
    await page.keyboard.press('Enter')
    await toast.waitFor({ state: 'detached' })
    // Nothing on the way logged an error or was refused.
    expect(watch.take()).toEqual([])
    await context.close()
  })
})
