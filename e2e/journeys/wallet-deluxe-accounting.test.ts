import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTANT, logoutThroughUi, registerUser, uniqueEmail } from '../support/accounts.js'
import { loginThroughUi, openShopAs } from '../support/browser.js'
import { addToBasket, apiLogin, chooseOption, expectSnackbar, type LoggedIn } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api } from '../support/shop.js'

const PASSWORD = 'Wallet12!'

describe('wallet top-up, paying by wallet, deluxe membership, tracking and accounting', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page
  let customer: LoggedIn
  let email = ''
  let orderId = ''

  beforeAll(async () => {
    email = uniqueEmail('e2e-wallet')
    await registerUser(fixture.shop, email, PASSWORD)
    customer = await apiLogin(fixture.shop, email, PASSWORD)
    await api(fixture.shop, '/api/Addresss/', {
      method: 'POST',
      token: customer.token,
      body: {
        country: 'NL',
        fullName: 'Wally Wallet',
        mobileNum: 612345678,
        zipCode: '1011',
        streetAddress: 'Dam 1',
        city: 'Amsterdam',
      },
    })
    ;({ context, page } = await openShopAs(fixture.browser, fixture.shop, { email, password: PASSWORD }))
  })
  afterAll(async () => {
    await context?.close()
  })

  it('keeps top-ups between 10 and 1000', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/wallet`)
    await page.locator('#amount').fill('5')
    await page.getByText('Amount must be between 10 and 1000.').waitFor()
    await expect(page.locator('#submitButton').isDisabled()).resolves.toBe(true)
  })

  it('tops up the wallet with a new card', async () => {
    await page.locator('#amount').fill('100')
    await page.locator('#submitButton').click()
    await page.waitForURL(/#\/payment\/wallet/)
    await expect(page.getByTestId('wallet-section').count()).resolves.toBe(0)
    await page.getByText('Add new card').click()
    await page.locator('#cardName').fill('Wally Wallet')
    await page.locator('#cardNumber').fill('5107891722278705')
    await chooseOption(page, 'Expiry Month', '1')
    await chooseOption(page, 'Expiry Year', '2099')
    await page.locator('#submitCardButton').click()
    await page.getByRole('radio', { name: 'Select card ending with 8705' }).check()
    await page.locator('#continuePaymentButton').click()
    await page.waitForURL(/#\/wallet$/)
    await expectSnackbar(page, 'Wallet successfully charged.')
    await page.getByTestId('wallet-balance').filter({ hasText: '100.00¤' }).waitFor()
  })

  it('pays an order from the wallet', async () => {
    await addToBasket(fixture.shop, customer, 3)
    await page.goto(`${fixture.shop.baseUrl}/#/basket`)
    await page.getByTestId('basket-total').filter({ hasText: '8.99¤' }).waitFor()
    await page.locator('#checkoutButton').click()
    await page.getByRole('radio', { name: 'Select address of Wally Wallet' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: 'Standard Delivery' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/#\/payment\/shop/)
    const pay = page.locator('#walletPayButton')
    await pay.filter({ hasText: 'Pay 8.99¤' }).waitFor()
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#walletPayButton')?.disabled)
    await pay.click()
    await page.waitForURL(/#\/order-summary/)
    await page.getByTestId('summary-payment').filter({ hasText: 'Digital Wallet' }).waitFor()
    await page.getByTestId('total-price').filter({ hasText: '8.99¤' }).waitFor()
    await page.locator('#checkoutButton').click()
    await page.waitForURL(/#\/order-completion\//)
    orderId = decodeURIComponent(page.url().split('/order-completion/')[1] ?? '')
    // 100 - 8.99 + 1 bonus point
    const balance = await api<{ data: number }>(fixture.shop, '/rest/wallet/balance', {
      token: customer.token,
    })
    expect(balance.body.data).toBeCloseTo(92.01, 2)
  })

  it('becomes a deluxe member paying from the wallet', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/deluxe-membership`)
    await page.getByTestId('membership-cost').filter({ hasText: '49' }).waitFor()
    await page.locator('#upgradeButton').click()
    await page.waitForURL(/#\/payment\/deluxe/)
    await page.locator('#walletPayButton').filter({ hasText: 'Pay 49.00¤' }).waitFor()
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('#walletPayButton')?.disabled)
    await page.locator('#walletPayButton').click()
    await page.waitForURL(/#\/deluxe-membership/)
    await page.getByTestId('deluxe-error').filter({ hasText: 'You are already a deluxe member!' }).waitFor()
    const role = await page.evaluate(() => {
      const payload = (localStorage.getItem('token') ?? '').split('.')[1] ?? ''
      return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { data: { role: string } })
        .data.role
    })
    expect(role).toBe('deluxe')
  })

  it('tracks the new order as placed', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/track-result/new?id=${encodeURIComponent(orderId)}`)
    await page.getByTestId('tracked-order-id').filter({ hasText: orderId }).waitFor()
    await expect(page.getByTestId('order-stage').getAttribute('data-stage')).resolves.toBe('NEW')
    await page.goto(`${fixture.shop.baseUrl}/#/track-result?id=${encodeURIComponent(orderId)}`)
    await page.getByTestId('order-stage').and(page.locator('[data-stage="PACKING"]')).waitFor()
  })

  it('lets the accountant mark the order delivered', async () => {
    await logoutThroughUi(page)
    await loginThroughUi(page, fixture.shop, ACCOUNTANT.email, ACCOUNTANT.password)
    await page.goto(`${fixture.shop.baseUrl}/#/accounting`)
    const row = page.locator(`[data-testid="accounting-order"][data-order-id="${orderId}"]`)
    await row.getByText('In Transit', { exact: true }).waitFor()
    await row.getByRole('button', { name: 'Mark as delivered' }).click()
    await row.getByText('Delivered', { exact: true }).waitFor()
    const tracked = await api<{ data: { delivered: boolean }[] }>(
      fixture.shop,
      `/rest/track-order/${orderId}`,
    )
    expect(tracked.body.data[0]?.delivered).toBe(true)
  })

  it('edits a price in the products table; negative values go out as 0', async () => {
    await page.getByRole('combobox').last().click()
    await page.getByRole('option', { name: '30' }).click()
    await expect(page.getByTestId('accounting-product').count()).resolves.toBe(30)
    const price = page.getByLabel('Price of Banana Juice (1000ml)', { exact: true })
    await price.fill('-3')
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/Products/6'),
    )
    await page.getByRole('button', { name: 'Confirm Price of Banana Juice (1000ml)' }).click()
    expect((await sent).postDataJSON()).toEqual({ price: 0 })
    await page
      .getByTestId('accounting-outcome')
      .filter({ hasText: 'Price for Banana Juice (1000ml) has been updated.' })
      .waitFor()
  })
})
