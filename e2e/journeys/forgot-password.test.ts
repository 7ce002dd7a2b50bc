import { describe, expect, it } from 'vitest'
import { loginThroughUi, openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { waitForSolved } from '../support/shop.js'

describe('forgot password', () => {
  const fixture = useShopAndBrowser()

  it('is linked from the login and keeps the answer fields closed for an unknown email', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/login' })
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL(/#\/forgot-password$/)
    // The login form (with its own #email) stays up until the lazily loaded page replaces it.
    await page.locator('#resetButton').waitFor()
    await page.locator('#email').fill('not-an-email')
    await page.locator('#email').blur()
    await page.getByText('Email address is not valid.').waitFor()
    const lookup = page.waitForResponse((response) =>
      response.url().includes('security-question?email=nobody'),
    )
    await page.locator('#email').fill('nobody@juice-sh.op')
    await expect((await lookup).json()).resolves.toEqual({})
    for (const field of ['#securityAnswer', '#newPassword', '#newPasswordRepeat', '#resetButton']) {
      await expect(page.locator(field).isDisabled()).resolves.toBe(true)
    }
    await context.close()
  })

  it("resets jim's password with his security answer", async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/forgot-password' })
    await page.locator('#resetButton').waitFor()
    await page.locator('#email').fill('jim@juice-sh.op')
    await page.getByLabel('Your eldest siblings middle name?').waitFor()
    await expect(page.locator('#securityAnswer').isEnabled()).resolves.toBe(true)

    await page.locator('#newPassword').fill('1234')
    await page.locator('#newPassword').blur()
    await page.getByText('Password must be 5-20 characters long.').first().waitFor()
    await page.locator('#newPassword').fill('Kirk4ever!')
    await page.locator('#newPasswordRepeat').fill('Kirk4ever?')
    await page.locator('#newPasswordRepeat').blur()
    await page.getByText('Passwords do not match').waitFor()
    await page.locator('#newPasswordRepeat').fill('Kirk4ever!')

    await page.locator('#securityAnswer').fill('Sam')
    await page.locator('#resetButton').click()
    await expect(page.getByTestId('forgot-password-error').textContent()).resolves.toBe(
      'Wrong answer to security question.',
    )

    await page.locator('#securityAnswer').fill('Samuel')
    await page.locator('#resetButton').click()
    await expect(page.getByTestId('forgot-password-confirmation').textContent()).resolves.toBe(
      'Your password was successfully changed.',
    )
    await expect(page.locator('#email').inputValue()).resolves.toBe('')
    await expect(waitForSolved(fixture.shop, 'resetPasswordJimChallenge')).resolves.toBe(true)

    await loginThroughUi(page, fixture.shop, 'jim@juice-sh.op', 'Kirk4ever!')
    await context.close()
  })
})
