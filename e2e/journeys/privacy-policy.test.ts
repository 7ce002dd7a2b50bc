import { describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop, openShopAs } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('privacy policy', () => {
  const fixture = useShopAndBrowser()

  it('is only for logged-in users', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, {
      path: '/privacy-security/privacy-policy',
    })
    await expect(page.locator('#error-message').textContent()).resolves.toBe(
      'Please log in to view this page.',
    )
    await context.close()
  })

  it('is reached from the account menu, loads its padding image and names the contact', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    const padding = page.waitForResponse((response) => response.url().endsWith('/padding/81px.png'))
    await page.locator('#navbarAccount').click()
    await page.locator('#navbarPrivacySecurity').click()
    await page.getByRole('menuitem', { name: 'Privacy Policy' }).click()
    await page.waitForURL(/#\/privacy-security\/privacy-policy$/)
    // The request for this image is what the Privacy Policy challenge watches for.
    expect((await padding).status()).toBe(200)
    await page.getByRole('link', { name: 'donotreply@owasp-juice.shop' }).waitFor()
    await context.close()
  })

  it('lights up six hot phrases that spell the hidden address', async () => {
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, JIM)
    await page.goto(`${fixture.shop.baseUrl}/#/privacy-security/privacy-policy`)
    const hot = page.getByTestId('privacy-policy').locator('.hot')
    await hot.first().waitFor()
    await expect(hot.allTextContents()).resolves.toEqual([
      fixture.shop.baseUrl,
      'We may also',
      'instruct you',
      'to refuse all',
      'reasonably necessary',
      'responsibility',
    ])
    for (const phrase of await hot.all()) {
      const background = (): Promise<string> =>
        phrase.evaluate((element) => getComputedStyle(element).backgroundColor)
      const before = await background()
      await phrase.hover()
      await expect.poll(background).not.toBe(before)
    }
    // The phrases after the address spell the path of Privacy Policy Inspection.
    const words = (await hot.allTextContents()).slice(1).join(' ').toLowerCase().split(' ')
    expect(`/${words.join('/')}`).toBe(
      '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility',
    )
    await context.close()
  })
})
