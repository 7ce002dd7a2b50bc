// The phone screenshots of the documentation (docs/images/phone-*.png, 390×844 as on a common phone), taken by
// scripts/screenshots.mjs in a player's shop: the search page with the collapsed top bar, the side menu, the basket
// and the score board, logged in as the seeded customer Jim.

export const PHONE = { width: 390, height: 844 }
const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }

/** Logs the context in as Jim through the API and leaves the token and basket id where the login form would. */
async function logInAsJim(context, page, baseUrl) {
  const answer = await context.request.post(`${baseUrl}/rest/user/login`, { data: JIM })
  const { token, bid } = (await answer.json()).authentication
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }])
  await page.goto(`${baseUrl}/#/search`)
  await page.evaluate(
    ({ token, bid }) => {
      localStorage.setItem('token', token)
      sessionStorage.setItem('bid', String(bid))
    },
    { token, bid },
  )
  await page.reload()
}

/**
 * Closes the challenge notifications that arrive, one after another, while a page loads (Shift closes them all),
 * once the first has come.
 */
export async function closeNotifications(page) {
  const close = page.getByTestId('notifications').getByRole('button', { name: 'Close' })
  await close.first().waitFor()
  for (let quiet = 0; quiet < 5; quiet++) {
    await page.waitForTimeout(200)
    if ((await close.count()) > 0) {
      await close.first().click({ modifiers: ['Shift'] })
      quiet = 0
    }
  }
}

/** Takes the phone screenshots in `context` (a player's browser), each saved by `save(page, name)`. */
export async function takePhoneScreenshots(context, baseUrl, save) {
  const page = await context.newPage()
  await page.setViewportSize(PHONE)
  await logInAsJim(context, page, baseUrl)
  await page.getByTestId('product-card').first().waitFor()
  // Jim's login solves "Login Jim": the notification says so.
  await closeNotifications(page)
  await save(page, 'phone-search.png')

  await page.getByRole('button', { name: 'Open side menu' }).click()
  await page.getByRole('navigation', { name: 'Side menu' }).waitFor()
  await page.waitForTimeout(500)
  await save(page, 'phone-menu.png')
  await page.keyboard.press('Escape')
  // Closing the menu gives the focus back to its button, under the mouse: the next screenshots show neither.
  await page.evaluate('document.activeElement?.blur()')
  await page.mouse.move(PHONE.width / 2, PHONE.height - 1)

  await page.goto(`${baseUrl}/#/basket`)
  await page.getByTestId('basket-row').first().waitFor()
  await page.locator('#checkoutButton:enabled').waitFor()
  await save(page, 'phone-basket.png')

  await page.goto(`${baseUrl}/#/score-board`)
  await page.getByTestId('challenge-card').first().waitFor()
  // Opening the score board solves its challenge: the notification says so.
  await closeNotifications(page)
  // The filters fill the first screen of a phone: show the first challenge cards under the last of them.
  await page
    .getByTestId('challenge-card')
    .first()
    .evaluate((card) => card.scrollIntoView({ block: 'center' }))
  await save(page, 'phone-score-board.png')
}
