import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, uniqueEmail } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import {
  addToBasket,
  apiLogin,
  chooseOption,
  currentCoupon,
  expectSnackbar,
  type LoggedIn,
} from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'

const PASSWORD = 'Checkout1!'

describe('buying journey: basket, address, delivery, card, coupon, summary, completion', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page
  let customer: LoggedIn
  let orderId = ''

  beforeAll(async () => {
    const email = uniqueEmail('e2e-buyer')
    await registerUser(fixture.shop, email, PASSWORD)
    customer = await apiLogin(fixture.shop, email, PASSWORD)
    await addToBasket(fixture.shop, customer, 1)
    await addToBasket(fixture.shop, customer, 6)
    ;({ context, page } = await openShopAs(fixture.browser, fixture.shop, { email, password: PASSWORD }))
  })
  afterAll(async () => {
    await context?.close()
  })

  it('edits quantities (never below 1) and shows totals and bonus points', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/basket`)
    await page.getByTestId('basket-row').nth(1).waitFor()
    await expect(
      page.getByRole('button', { name: 'One Apple Juice (1000ml) less' }).isDisabled(),
    ).resolves.toBe(true)
    await page.getByRole('button', { name: 'One Apple Juice (1000ml) more' }).click()
    await page.getByTestId('basket-total').filter({ hasText: '5.97¤' }).waitFor()
    await page.getByRole('button', { name: 'One Apple Juice (1000ml) less' }).click()
    await page.getByTestId('basket-total').filter({ hasText: '3.98¤' }).waitFor()
    await page.getByText('You will gain 0 bonus points from this order!').waitFor()
    await page.locator('#checkoutButton').click()
    await page.waitForURL(/#\/address\/select/)
  })

  it('adds a new address and chooses it', async () => {
    await page.getByRole('button', { name: 'Add New Address' }).click()
    await page.waitForURL(/#\/address\/create/)
    await page.locator('#country').fill('Germany')
    await page.locator('#fullName').fill('Erika Mustermann')
    await page.locator('#mobileNum').fill('12345')
    await page.locator('#mobileNum').blur()
    await page.getByText('Mobile number must be at least 1111111.').waitFor()
    await page.locator('#mobileNum').fill('1761234567')
    await page.locator('#zipCode').fill('10115')
    await expect(page.getByText('5/8').count()).resolves.toBe(1)
    await page.locator('#streetAddress').fill('Unter den Linden 1')
    await page.locator('#city').fill('Berlin')
    await page.locator('#submitButton').click()
    await expectSnackbar(page, 'The address at Berlin has been successfully added to your addresses.')
    await page.waitForURL(/#\/address\/select/)
    await page.getByRole('radio', { name: 'Select address of Erika Mustermann' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/#\/delivery-method/)
  })

  it('chooses a delivery method', async () => {
    await page.getByTestId('delivery-address').filter({ hasText: 'Berlin' }).waitFor()
    const proceed = page.getByRole('button', { name: 'Continue' })
    await expect(proceed.isDisabled()).resolves.toBe(true)
    await page.getByRole('radio', { name: 'One Day Delivery' }).check()
    await proceed.click()
    await page.waitForURL(/#\/payment\/shop/)
  })

  it('refuses an invalid card number and saves a valid card', async () => {
    await page.getByText('Add new card').click()
    await page.locator('#cardName').fill('Erika Mustermann')
    await page.locator('#cardNumber').fill('123456789012345')
    await page.locator('#cardNumber').blur()
    await page.getByText('Please enter a valid sixteen digit card number.').waitFor()
    await expect(page.locator('#submitCardButton').isDisabled()).resolves.toBe(true)
    await page.locator('#cardNumber').fill('4716190207394368')
    await expect(page.getByText('16/16').count()).resolves.toBe(1)
    await chooseOption(page, 'Expiry Month', '12')
    await chooseOption(page, 'Expiry Year', '2080')
    await page.locator('#submitCardButton').click()
    await expectSnackbar(page, 'Your card ending with 4368 has been saved for your convenience.')
    await page.getByRole('cell', { name: '************4368' }).waitFor()
  })

  it('cannot pay from an empty wallet', async () => {
    await page.getByTestId('wallet-balance').filter({ hasText: '0.00¤' }).waitFor()
    await expect(page.locator('#walletPayButton').isDisabled()).resolves.toBe(true)
  })

  it('rejects an expired campaign code and applies a coupon of this month', async () => {
    await page.getByText('Add a coupon').click()
    await page.locator('#coupon').fill('WMNSDY2019')
    await page.locator('#applyCouponButton').click()
    await page.getByTestId('coupon-error').filter({ hasText: 'Invalid coupon.' }).waitFor()
    await page.locator('#coupon').fill(currentCoupon(10))
    await page.locator('#applyCouponButton').click()
    await page.getByTestId('coupon-confirmation').filter({ hasText: 'Your discount of 10%' }).waitFor()
  })

  it('shows the summary with the totals formula and places the order', async () => {
    await page.getByRole('radio', { name: 'Select card ending with 4368' }).check()
    await page.locator('#continuePaymentButton').click()
    await page.waitForURL(/#\/order-summary/)
    await page.getByTestId('summary-payment').filter({ hasText: 'Card ending in 4368' }).waitFor()
    await page.getByTestId('total-items').filter({ hasText: '3.98¤' }).waitFor()
    await expect(page.getByTestId('total-delivery').textContent()).resolves.toBe('0.99¤')
    await expect(page.getByTestId('total-promotion').textContent()).resolves.toBe('-0.40¤')
    await expect(page.getByTestId('total-price').textContent()).resolves.toBe('4.57¤')
    await page.locator('#checkoutButton').click()
    await page.waitForURL(/#\/order-completion\//)
    orderId = decodeURIComponent(page.url().split('/order-completion/')[1] ?? '')
    expect(orderId).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/)
  })

  it('shows the completion page with products, totals, share text and a PDF that exists', async () => {
    await page.getByText('Thank you for your purchase!').waitFor()
    await page.getByRole('cell', { name: 'Banana Juice (1000ml)' }).waitFor()
    await expect(page.getByTestId('total-price').textContent()).resolves.toBe('4.57¤')
    await page.getByTestId('completion-address').filter({ hasText: 'Berlin' }).waitFor()
    const shareText = await page.getByTestId('share-link').getAttribute('data-text')
    expect(shareText).toBe('I just purchased Apple Juice (1000ml), Banana Juice (1000ml)')
    const pdf = await page.locator('#printConfirmation').getAttribute('href')
    expect(pdf).toBe(`./ftp/order_${orderId}.pdf`)
    const answer = await fetch(new URL(pdf ?? '', `${fixture.shop.baseUrl}/`))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('pdf')
    expect(await page.evaluate(() => sessionStorage.getItem('couponDiscount'))).toBeNull()
  })

  it('lists the order in the history and tracks it', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/order-history`)
    await page.getByTestId('history-order-id').filter({ hasText: orderId }).waitFor()
    await expect(page.getByTestId('history-status').first().textContent()).resolves.toBe('In Transit')
    await page.getByRole('button', { name: 'Track order' }).first().click()
    await page.waitForURL(/#\/track-result\?id=/)
    await page.getByTestId('tracked-order-id').filter({ hasText: orderId }).waitFor()
    await expect(page.getByTestId('order-stage').getAttribute('data-stage')).resolves.toBe('TRANSIT')
    await expect(page.getByTestId('order-eta').textContent()).resolves.toBe('Expected delivery in 1 days')
  })

  it('keeps the basket empty after the order', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/basket`)
    await page.getByText('Your basket is empty.').waitFor()
    await expect(page.locator('#checkoutButton').isDisabled()).resolves.toBe(true)
    expect(customer.bid).toBeGreaterThan(0)
  })
})
