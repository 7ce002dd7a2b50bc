import { describe, expect, it } from 'vitest'
import {
  logoutThroughUi,
  openPrivacyPage,
  registerUser,
  totp,
  uniqueEmail,
  WURSTBROT,
} from '../support/accounts.js'
import { loginThroughUi, openShop, openShopAs, submitLogin } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { waitForSolved } from '../support/shop.js'

const WURSTBROT_SECRET = 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH'

describe('two-factor authentication', () => {
  const fixture = useShopAndBrowser()

  it('asks wurstbrot for the token after the password and rejects a wrong one for 5 seconds', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await submitLogin(page, fixture.shop, WURSTBROT.email, WURSTBROT.password)
    await page.waitForURL(/#\/2fa\/enter$/)
    await expect(page.evaluate(() => localStorage.getItem('totp_tmp_token'))).resolves.toBeTruthy()
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull()

    const submit = page.locator('#totpSubmitButton')
    await page.locator('#totpToken').fill('12345')
    await page.locator('#totpToken').blur()
    await page.getByText('The token consists of exactly 6 digits.').waitFor()
    await expect(submit.isDisabled()).resolves.toBe(true)

    const wrong = totp(WURSTBROT_SECRET) === '000000' ? '111111' : '000000'
    await page.locator('#totpToken').fill(wrong)
    await submit.click()
    const error = page.getByTestId('two-factor-error')
    await expect(error.textContent()).resolves.toBe('The token appears to be invalid.')
    await error.waitFor({ state: 'detached', timeout: 7000 })
    await context.close()
  })

  it('logs wurstbrot in with the current token', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await submitLogin(page, fixture.shop, WURSTBROT.email, WURSTBROT.password)
    await page.waitForURL(/#\/2fa\/enter$/)
    await page.locator('#totpToken').fill(totp(WURSTBROT_SECRET))
    await page.locator('#totpSubmitButton').click()
    await page.waitForURL(/#\/search/)
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy()
    await expect(page.evaluate(() => sessionStorage.getItem('bid'))).resolves.toBeTruthy()
    expect((await context.cookies(fixture.shop.baseUrl)).some((cookie) => cookie.name === 'token')).toBe(true)
    await expect(waitForSolved(fixture.shop, 'twoFactorAuthUnsafeSecretStorageChallenge')).resolves.toBe(true)
    await context.close()
  })

  it('lets a new user set up two-factor authentication, log in with it and disable it again', async () => {
    const email = uniqueEmail('e2e-2fa')
    const password = 'Juicy2fa!'
    await registerUser(fixture.shop, email, password)
    const { context, page } = await openShopAs(fixture.browser, fixture.shop, { email, password })
    const status = page.waitForResponse((response) => response.url().endsWith('/rest/2fa/status'))
    await openPrivacyPage(page, fixture.shop, 'two-factor-authentication')
    const { secret } = (await (await status).json()) as { secret: string }
    const qrCode = page.getByTestId('two-factor-qr-code')
    await expect(qrCode.getAttribute('data-uri')).resolves.toBe(
      `otpauth://totp/OWASP%20Juice%20Shop:${email}?secret=${secret}&issuer=OWASP%20Juice%20Shop`,
    )
    await expect(qrCode.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/)
    await expect(page.getByTestId('two-factor-secret').textContent()).resolves.toBe(secret)

    await page.locator('#initialToken').fill('123')
    await page.locator('#initialToken').blur()
    await page.getByText('The token consists of exactly 6 digits.').waitFor()
    await page.locator('#currentPasswordSetup').fill('wrong password')
    await page.locator('#initialToken').fill(totp(secret))
    await page.locator('#setupTwoFactorAuth').click()
    const setupError = page.getByTestId('two-factor-setup-error')
    await expect(setupError.textContent()).resolves.toContain('Failed to change 2FA setup.')
    await page.locator('#currentPasswordSetup').fill(password)
    await setupError.waitFor({ state: 'detached' })
    await page.locator('#setupTwoFactorAuth').click()
    await expect(page.getByTestId('two-factor-confirmation').textContent()).resolves.toBe(
      'Setup of Two-Factor Authentication successfully completed.',
    )
    await page.getByTestId('two-factor-enabled').waitFor()

    await logoutThroughUi(page)
    await submitLogin(page, fixture.shop, email, password)
    await page.waitForURL(/#\/2fa\/enter$/)
    await page.locator('#totpToken').fill(totp(secret))
    await page.locator('#totpSubmitButton').click()
    await page.waitForURL(/#\/search/)

    await openPrivacyPage(page, fixture.shop, 'two-factor-authentication')
    await page.locator('#currentPasswordDisable').fill('wrong password')
    await page.locator('#disableTwoFactorAuth').click()
    await expect(page.getByTestId('two-factor-setup-error').textContent()).resolves.toContain(
      'Failed to change 2FA setup.',
    )
    await page.locator('#currentPasswordDisable').fill(password)
    await page.locator('#disableTwoFactorAuth').click()
    await expect(page.getByTestId('two-factor-confirmation').textContent()).resolves.toBe(
      'Two-Factor Authentication has been removed.',
    )
    await page.getByTestId('two-factor-qr-code').waitFor()

    await logoutThroughUi(page)
    await loginThroughUi(page, fixture.shop, email, password)
    await context.close()
  })
})
