import { describe, expect, it } from 'vitest'
import {
  ADMIN,
  logoutThroughUi,
  openPrivacyPage,
  registerUser,
  SUPPORT,
  uniqueEmail,
} from '../support/accounts.js'
import { loginThroughUi, openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

const ROMANIAN_WARNING =
  'Parola echipei de asistență nu respectă politica corporativă pentru conturile privilegiate! Vă rugăm să schimbați parola în consecință!'

describe('change password', () => {
  const fixture = useShopAndBrowser()

  it('validates the form, shows the server errors and changes the password', async () => {
    const email = uniqueEmail('e2e-change')
    await registerUser(fixture.shop, email, 'Old-pass1')
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    await loginThroughUi(page, fixture.shop, email, 'Old-pass1')
    await openPrivacyPage(page, fixture.shop, 'change-password')
    const button = page.locator('#changeButton')
    await expect(button.isDisabled()).resolves.toBe(true)

    await page.locator('#currentPassword').focus()
    await page.locator('#currentPassword').blur()
    await page.getByText('Please provide your current password.').waitFor()
    await page.locator('#newPassword').fill('x'.repeat(21))
    await page.locator('#newPassword').blur()
    await page.getByText('Password must be 5-20 characters long.').first().waitFor()
    await page.locator('#newPassword').fill('New-pass1')
    await page.locator('#newPasswordRepeat').fill('New-pass2')
    await page.locator('#newPasswordRepeat').blur()
    await page.getByText('Passwords do not match').waitFor()
    await expect(button.isDisabled()).resolves.toBe(true)

    await page.locator('#currentPassword').fill('wrong-old')
    await page.locator('#newPasswordRepeat').fill('New-pass1')
    await button.click()
    await expect(page.getByTestId('change-password-error').textContent()).resolves.toBe(
      'Current password is not correct.',
    )
    await expect(page.locator('#newPassword').inputValue()).resolves.toBe('')
    await expect(page.locator('#newPasswordRepeat').inputValue()).resolves.toBe('')

    await page.locator('#currentPassword').fill('Old-pass1')
    await page.locator('#newPassword').fill('New-pass1')
    await page.locator('#newPasswordRepeat').fill('New-pass1')
    const request = page.waitForRequest((sent) => sent.url().includes('/rest/user/change-password?'))
    await button.click()
    expect(new URL((await request).url()).search).toBe('?current=Old-pass1&new=New-pass1&repeat=New-pass1')
    await expect(page.getByTestId('change-password-confirmation').textContent()).resolves.toBe(
      'Your password was successfully changed.',
    )

    await logoutThroughUi(page)
    await loginThroughUi(page, fixture.shop, email, 'New-pass1')
    await context.close()
  })

  it('warns the support team in Romanian about its password policy', async () => {
    const bundle = await (await fetch(`${fixture.shop.baseUrl}/main.js`)).text()
    expect(bundle).toContain('Parola echipei de asisten\\u021B\\u0103 nu respect\\u0103')

    expect(await consoleAfterWeakPasswordChange(fixture, SUPPORT)).toContain(ROMANIAN_WARNING)
  })

  it('keeps quiet for other users', async () => {
    expect(await consoleAfterWeakPasswordChange(fixture, ADMIN)).not.toContain(ROMANIAN_WARNING)
  })
})

/** The console messages of a failed change to a weak password, logged in as `account`. */
async function consoleAfterWeakPasswordChange(
  fixture: ReturnType<typeof useShopAndBrowser>,
  account: { email: string; password: string },
): Promise<string[]> {
  const { context, page } = await openShop(fixture.browser, fixture.shop)
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await loginThroughUi(page, fixture.shop, account.email, account.password)
  await openPrivacyPage(page, fixture.shop, 'change-password')
  await page.locator('#currentPassword').fill('not-the-password')
  await page.locator('#newPassword').fill('weak1')
  await page.locator('#newPasswordRepeat').fill('weak1')
  await page.locator('#changeButton').click()
  await page.getByTestId('change-password-error').waitFor()
  await context.close()
  return messages
}
