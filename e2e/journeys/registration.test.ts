import { describe, expect, it } from 'vitest'
import { loginThroughUi, openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

describe('registration', () => {
  const fixture = useShopAndBrowser()

  it('shows the validation messages', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/register' })
    await page.locator('#emailControl').fill('not-an-email')
    await page.locator('#passwordControl').fill('1234')
    await page.locator('#repeatPasswordControl').fill('12345')
    await page.locator('#securityAnswerControl').click()
    await page.getByText('Email address is not valid.').waitFor()
    await page.getByText('Password must be 5-20 characters long.').first().waitFor()
    await page.getByText('Passwords do not match').waitFor()
    await page.locator('#securityAnswerControl').fill('x')
    await page.locator('#securityAnswerControl').fill('')
    await page.locator('#emailControl').click()
    await page.getByText('Please provide an answer to your security question.').waitFor()
    await expect(page.locator('#registerButton').isDisabled()).resolves.toBe(true)
    await context.close()
  })

  it('registers a new user with a security question who can then log in', async () => {
    const email = `e2e-${Date.now()}@juice-sh.op`
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/register' })
    await page.locator('#emailControl').fill(email)
    await page.locator('#passwordControl').fill('Fruity123!')
    await page.locator('#repeatPasswordControl').fill('Fruity123!')
    await page.locator('#securityQuestion').click()
    await page.getByRole('option', { name: 'Your favorite book?' }).click()
    await page.locator('#securityAnswerControl').fill('The Juice Chronicles')
    const answerSaved = page.waitForResponse((response) => /\/api\/SecurityAnswers\/?$/.test(response.url()))
    await page.locator('#securityAnswerControl').press('Enter')
    const answer = await answerSaved
    expect(answer.status()).toBe(201)
    expect(answer.request().postDataJSON()).toMatchObject({
      answer: 'The Juice Chronicles',
      SecurityQuestionId: 11,
    })
    await page.waitForURL(/#\/login$/)
    await page.getByText('Registration completed successfully. You can now log in.').waitFor()

    await loginThroughUi(page, fixture.shop, email, 'Fruity123!')
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy()

    await context.close()
  })

  it('shows the server error for an email that is taken', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/register' })
    await page.locator('#emailControl').fill('jim@juice-sh.op')
    await page.locator('#passwordControl').fill('whatever1')
    await page.locator('#repeatPasswordControl').fill('whatever1')
    await page.locator('#securityQuestion').click()
    await page.getByRole('option', { name: 'Your favorite movie?' }).click()
    await page.locator('#securityAnswerControl').fill('x')
    await page.locator('#registerButton').click()
    const error = page.getByTestId('register-error')
    await error.waitFor()
    const text = (await error.textContent()) ?? ''
    expect(text.length).toBeGreaterThan(0)
    expect(text[0]).toBe(text[0]?.toUpperCase())
    await page.locator('#emailControl').focus()
    await error.waitFor({ state: 'detached' })
    await context.close()
  })
})
