import type { Page } from 'playwright-core'
import { api, type RunningShop } from './shop.js'

const Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** Z85 of 8 ASCII bytes, the text of a coupon. */
function z85(text: string): string {
  const bytes = Buffer.from(text, 'latin1')
  let out = ''
  for (let offset = 0; offset < bytes.length; offset += 4) {
    let value = bytes.readUInt32BE(offset)
    const chunk: string[] = []
    for (let index = 0; index < 5; index++) {
      chunk.unshift(Z85[value % 85]!)
      value = Math.floor(value / 85)
    }
    out += chunk.join('')
  }
  return out
}

/** A shop coupon valid this month (`MMMYY-DD`, Z85-encoded). */
export function currentCoupon(percent: number, now = new Date()): string {
  const text = `${MONTHS[now.getMonth()]}${String(now.getFullYear() % 100).padStart(2, '0')}-${String(percent).padStart(2, '0')}`
  return z85(text)
}

export interface LoggedIn {
  token: string
  bid: number
}

export async function apiLogin(shop: RunningShop, email: string, password: string): Promise<LoggedIn> {
  const login = await api<{ authentication: { token: string; bid: number } }>(shop, '/rest/user/login', {
    method: 'POST',
    body: { email, password },
  })
  if (login.status !== 200) throw new Error(`Login answered ${login.status}`)
  return login.body.authentication
}

/** Puts one of a product into the customer's basket through the API. */
export async function addToBasket(
  shop: RunningShop,
  session: LoggedIn,
  productId: number,
  quantity = 1,
): Promise<void> {
  const added = await api(shop, '/api/BasketItems/', {
    method: 'POST',
    token: session.token,
    body: { ProductId: productId, BasketId: String(session.bid), quantity },
  })
  if (added.status !== 200) throw new Error(`Adding product ${productId} answered ${added.status}`)
}

/** Waits for a snackbar text. */
export async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor()
}

/**
 * Chooses an option of an MUI select by its label. A click that lands while the form re-renders can leave the
 * list closed, so opening is retried a few times before the last, unguarded attempt.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label })
  const choice = page.getByRole('option', { name: option, exact: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    await combobox.click()
    try {
      await choice.click({ timeout: 5000 })
      return
    } catch {
      await page.keyboard.press('Escape')
    }
  }
  await combobox.click()
  await choice.click()
}
