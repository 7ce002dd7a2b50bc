import type { BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, uniqueEmail } from '../support/accounts.js'
import { openShopAs } from '../support/browser.js'
import { expectSnackbar } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'

const PASSWORD = 'Recycle-pass1'

/** Submits the recycle form and returns the JSON it posted. */
async function submitRecycling(page: Page): Promise<Record<string, unknown>> {
  const posted = page.waitForRequest(
    (request: Request) => request.method() === 'POST' && /\/api\/Recycles\/?$/.test(request.url()),
  )
  await page.locator('#submitButton').click()
  return (await posted).postDataJSON() as Record<string, unknown>
}

describe('recycling', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page
  let email: string

  beforeAll(async () => {
    email = uniqueEmail('e2e-recycle')
    await registerUser(fixture.shop, email, PASSWORD)
    ;({ context, page } = await openShopAs(fixture.browser, fixture.shop, { email, password: PASSWORD }))
  })
  afterAll(async () => {
    await context?.close()
  })

  it('shows the requestor and the two configured product images', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/recycle`)
    await expect.poll(() => page.locator('#recycleEmail').inputValue()).toBe(email)
    for (const [id, image] of [
      ['#recycleTopImage', 'fruit_press.jpg'],
      ['#recycleBottomImage', 'apple_pressings.jpg'],
    ] as const) {
      await expect(page.locator(id).getAttribute('src')).resolves.toBe(
        `assets/public/images/products/${image}`,
      )
      await expect
        .poll(() => page.locator(id).evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    }
  })

  it('adds a first address from the picker and comes back to it', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/recycle`)
    await page.getByRole('heading', { name: 'Pickup address' }).waitFor()
    await expect(page.getByTestId('address-row').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Add New Address' }).click()
    await page.waitForURL(/#\/address\/create/)
    await page.locator('#country').fill('Netherlands')
    await page.locator('#fullName').fill('Pieter Pers')
    await page.locator('#mobileNum').fill('612345678')
    await page.locator('#zipCode').fill('1011AB')
    await page.locator('#streetAddress').fill('Damrak 1')
    await page.locator('#city').fill('Amsterdam')
    await page.locator('#submitButton').click()
    await page.waitForURL(/#\/recycle/)
    await page.getByTestId('address-row').filter({ hasText: 'Pieter Pers' }).waitFor()
  })

  it('explains the quantity range and keeps submit disabled without an address', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/recycle`)
    const submit = page.locator('#submitButton')
    await page.locator('#recycleQuantity').fill('5')
    await page.getByText('Quantity must be between 10-1000 liters.').waitFor()
    await page.locator('#recycleQuantity').fill('1001')
    await page.getByText('Quantity must be between 10-1000 liters.').waitFor()
    await page.locator('#recycleQuantity').fill('50')
    await expect(page.getByText('Quantity must be between', { exact: false }).count()).resolves.toBe(0)
    await expect(submit.isDisabled()).resolves.toBe(true)
  })

  it('requests a recycling box for up to 100 liters', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/recycle`)
    await page.locator('#recycleQuantity').fill('100')
    await expect(page.locator('#recyclePickup').count()).resolves.toBe(0)
    await page.getByRole('radio', { name: 'Select address of Pieter Pers' }).check()
    const sent = await submitRecycling(page)
    expect(sent).toMatchObject({ quantity: 100, isPickUp: false })
    expect(sent.AddressId).toEqual(expect.any(Number))
    expect(sent.UserId).toEqual(expect.any(Number))
    await expectSnackbar(
      page,
      'Thank you for using our eco-friendly recycling service. We will send you a pomace recycling box asap.',
    )
    await expect(page.locator('#recycleQuantity').inputValue()).resolves.toBe('')
  })

  it('requests a pickup with a date for more than 100 liters', async () => {
    await page.goto(`${fixture.shop.baseUrl}/#/recycle`)
    const submit = page.locator('#submitButton')
    await page.getByRole('radio', { name: 'Select address of Pieter Pers' }).check()
    await page.locator('#recycleQuantity').fill('250')
    await page.locator('#recyclePickup').check()
    await expect(submit.isDisabled()).resolves.toBe(true)
    // Ticking pickup makes the date required at once.
    await page.getByText('Please enter a valid date.').waitFor()
    await page.locator('#pickupDate').fill('2031-03-14')
    await expect(submit.isEnabled()).resolves.toBe(true)
    const sent = await submitRecycling(page)
    expect(sent).toMatchObject({ quantity: 250, isPickUp: true, date: '2031-03-14' })
    await expectSnackbar(
      page,
      'Thank you for using our eco-friendly recycling service. We will pick up your pomace on 2031-03-14.',
    )
  })
})
