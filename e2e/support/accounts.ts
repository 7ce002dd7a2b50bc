import { createHmac } from 'node:crypto'
import type { Page } from 'playwright-core'
import { api, type RunningShop } from './shop.js'

/** An email and a password to log in with. */
export interface Credentials {
  email: string
  password: string
}

/** Users of the seed data (data/seed/users.yml) that journeys log in as. */
export const ADMIN: Credentials = { email: 'admin@juice-sh.op', password: 'admin123' }
export const JIM: Credentials = { email: 'jim@juice-sh.op', password: 'ncc-1701' }
export const BENDER: Credentials = { email: 'bender@juice-sh.op', password: 'OhG0dPlease1nsertLiquor!' }
export const SUPPORT: Credentials = {
  email: 'support@juice-sh.op',
  password: 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P',
}
export const WURSTBROT: Credentials = {
  email: 'wurstbrot@juice-sh.op',
  password: 'EinBelegtesBrotMitSchinkenSCHINKEN!',
}
export const ACCOUNTANT: Credentials = {
  email: 'accountant@juice-sh.op',
  password: 'i am an awesome accountant',
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(secret: string): Buffer {
  let bits = ''
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char)
    if (value < 0) throw new Error(`Not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(parseInt(bits.slice(index, index + 8), 2))
  return Buffer.from(bytes)
}

/** The current 6-digit TOTP of a base32 secret (RFC 6238: HMAC-SHA1, 30 s step). */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(code).padStart(6, '0')
}

/** A fresh email for this run so journeys never depend on each other. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@juice-sh.op`
}

/** Registers a user through the API, with an answer to security question 1 when given. */
export async function registerUser(
  shop: RunningShop,
  email: string,
  password: string,
  securityAnswer?: string,
): Promise<number> {
  const created = await api<{ data: { id: number } }>(shop, '/api/Users/', {
    method: 'POST',
    body: { email, password, passwordRepeat: password },
  })
  if (created.status !== 201) throw new Error(`Registration answered ${created.status}`)
  if (securityAnswer !== undefined) {
    await api(shop, '/api/SecurityAnswers/', {
      method: 'POST',
      body: { UserId: created.body.data.id, answer: securityAnswer, SecurityQuestionId: 1 },
    })
  }
  return created.body.data.id
}

/** Logs out through the account menu (which records the last login IP). */
export async function logoutThroughUi(page: Page): Promise<void> {
  await page.locator('#navbarAccount').click()
  await page.locator('#navbarLogoutButton').click()
  await page.waitForFunction(() => localStorage.getItem('token') === null)
  // Logging out ends on the search page; a navigation started before that lands would be undone by it.
  await page.waitForURL(/#\/search/)
}

/** Opens one of the privacy & security pages by its route. */
export async function openPrivacyPage(page: Page, shop: RunningShop, child: string): Promise<void> {
  await page.goto(`${shop.baseUrl}/#/privacy-security/${child}`)
}
