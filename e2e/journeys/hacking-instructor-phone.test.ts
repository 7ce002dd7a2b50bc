import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN } from '../support/accounts.js'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { logInByApi } from '../support/layout.js'
import { bubble, expectPointedAt, instructorSays, nextStep } from '../support/instructor.js'
import { repoRoot, waitForSolved, type RunningShop } from '../support/shop.js'

/**
 * The hacking instructor's tutorials followed on phones: every step that points at something the phone's top bar
 * folds away (the account button and the basket link behind an open search, "Privacy & Security" inside the account
 * menu) or that lies below a small phone's fold shows it on screen, outlined, the bubble clear of it.
 */

const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = { width: 320, height: 568 }

async function phoneShop(browser: Parameters<typeof openShop>[0], shop: RunningShop, viewport = PHONE) {
  const opened = await openShop(browser, shop)
  await opened.page.setViewportSize(viewport)
  await opened.page.getByRole('banner').getByRole('button', { name: 'Search...' }).waitFor()
  return opened
}

/** Opens the phone's search, which takes the whole top bar: the account button and the basket link are gone. */
async function openPhoneSearch(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Search...' }).click()
  await page.locator('#searchQuery').waitFor()
  await expect(page.locator('#navbarAccount').count()).resolves.toBe(0)
}

/** Starts a tutorial by its address, in the same document (the top bar keeps its state). */
async function startTutorial(page: Page, shop: RunningShop, name: string): Promise<void> {
  await page.goto(`${shop.baseUrl}/#/hacking-instructor?challenge=${encodeURIComponent(name)}`)
}

/** Jumps a page's tutorial to a step (the running tutorial lives in session storage) and reloads. */
async function jumpTo(page: Page, challengeKey: string, step: number): Promise<void> {
  await page.evaluate(
    (state) => sessionStorage.setItem('hackingInstructor', state),
    JSON.stringify({ challengeKey, step, finished: false }),
  )
  await page.reload()
}

describe('hacking instructor on a phone', () => {
  const fixture = useShopAndBrowser()

  it('leads Privacy Policy through the folded account button and the account menu, also after a reload', async () => {
    const { context, page } = await phoneShop(fixture.browser, fixture.shop)
    // A search left open hides the account button the tutorial points at.
    await openPhoneSearch(page)
    await startTutorial(page, fixture.shop, 'Privacy Policy')
    await page.waitForURL(/#\/search$/)
    await instructorSays(page, 'HI_PRIVACY_POLICY_INTRO')
    await nextStep(page)

    await instructorSays(page, 'HI_PRIVACY_POLICY_LOGIN')
    await expectPointedAt(page, '#navbarAccount', PHONE)
    await page.locator('#navbarAccount').click()
    await page.getByRole('menuitem', { name: 'Login' }).click()
    await page.waitForURL(/#\/login$/)
    await page.locator('#email').fill(ADMIN.email)
    await page.locator('#password').fill(ADMIN.password)
    await page.locator('#loginButton').click()

    await instructorSays(page, 'HI_PRIVACY_POLICY_ACCOUNT')
    await expectPointedAt(page, '#navbarAccount', PHONE)
    await page.locator('#navbarAccount').click()
    await instructorSays(page, 'HI_PRIVACY_POLICY_MENU')
    await expectPointedAt(page, '#navbarPrivacySecurity', PHONE)
    await expect(page.locator('#navbarPrivacySecurity').textContent()).resolves.toBe('Privacy & Security')

    // The tutorial survives a reload, the open menu does not: the step opens it again to point into it.
    await page.reload()
    await instructorSays(page, 'HI_PRIVACY_POLICY_MENU')
    await expectPointedAt(page, '#navbarPrivacySecurity', PHONE)
    await page.locator('#navbarPrivacySecurity').click()
    await page.getByRole('menuitem', { name: 'Privacy Policy' }).click()
    await page.waitForURL(/#\/privacy-security\/privacy-policy$/)
    // The policy's padding image loads with the page and solves the challenge at once, so the "read it" step may
    // already have given way to the congratulation: wait for the solve, not for that step's words.
    await expect(waitForSolved(fixture.shop, 'privacyPolicyChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    await context.close()
  })

  it('leads View Basket to the basket link the open phone search had folded away', async () => {
    const { context, page } = await phoneShop(fixture.browser, fixture.shop)
    await logInByApi(page, fixture.shop, ADMIN)
    await openPhoneSearch(page)
    await expect(page.locator('a[href="#/basket"]').count()).resolves.toBe(0)
    await startTutorial(page, fixture.shop, 'View Basket')
    await instructorSays(page, 'HI_VIEW_BASKET_INTRO')
    await nextStep(page)

    // Logged in already: the login step passes on its own.
    await instructorSays(page, 'HI_VIEW_BASKET_OPEN')
    await expectPointedAt(page, 'a[href="#/basket"]', PHONE)
    await page.locator('a[href="#/basket"]').click()
    await page.waitForURL(/#\/basket$/)
    await instructorSays(page, 'HI_VIEW_BASKET_STORAGE')
    await nextStep(page)

    await instructorSays(page, 'HI_VIEW_BASKET_CHANGE')
    const own = await page.evaluate(() => sessionStorage.getItem('bid'))
    await page.evaluate((other) => sessionStorage.setItem('bid', other), String(Number(own) + 1))
    // The next request for that basket solves the challenge: the reload the step asks for, or the top bar's basket
    // count when it renders again first, so the step pointing at the link may already have passed.
    await page.goto(`${fixture.shop.baseUrl}/#/search`)
    await page.locator('a[href="#/basket"]').click()
    await page.waitForURL(/#\/basket$/)
    await expect(waitForSolved(fixture.shop, 'basketAccessChallenge')).resolves.toBe(true)
    await instructorSays(page, 'HI_TUTORIAL_SOLVED')
    await context.close()
  })

  it('leads Reflected XSS to the order history through the folded account button', async () => {
    const { context, page } = await phoneShop(fixture.browser, fixture.shop)
    await logInByApi(page, fixture.shop, ADMIN)
    await openPhoneSearch(page)
    await startTutorial(page, fixture.shop, 'Reflected XSS')
    await instructorSays(page, 'HI_REFLECTED_XSS_INTRO')
    await nextStep(page)
    await instructorSays(page, 'HI_REFLECTED_XSS_HISTORY')
    await expectPointedAt(page, '#navbarAccount', PHONE)
    await page.locator('#navbarAccount').click()
    await page.getByRole('menuitem', { name: 'Orders & Payment' }).click()
    await page.getByRole('menuitem', { name: 'Order History' }).click()
    await page.waitForURL(/#\/order-history$/)
    await instructorSays(page, 'HI_REFLECTED_XSS_TRACK')
    await context.close()
  })

  it("brings a submit button below a small phone's fold on screen, the bubble docked clear of it", async () => {
    const { context, page } = await phoneShop(fixture.browser, fixture.shop, SMALL_PHONE)
    await page.goto(`${fixture.shop.baseUrl}/#/contact`)
    await page.locator('#submitButton').waitFor()
    await jumpTo(page, 'forgedFeedbackChallenge', 5)
    await instructorSays(page, 'HI_FORGED_FEEDBACK_SUBMIT')
    await expectPointedAt(page, '#submitButton', SMALL_PHONE)
    await context.close()
  })
})

/** Every anchor the tutorials point at, read from their sources. */
function tutorialAnchors(): Set<string> {
  const folder = resolve(repoRoot, 'apps/web/src/features/hacking-instructor/tutorials')
  const anchors = new Set<string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(resolve(folder, file), 'utf8')
    for (const match of source.matchAll(/anchor:\s*'([^']+)'/g)) anchors.add(match[1]!)
  }
  return anchors
}

/**
 * Where each anchor shows on a phone: its page (logged in or not), what a player did before the step points at it,
 * or the tutorial step whose instructor reveals it from the phone's folded top bar (the anchor-reveal registry).
 */
interface PhoneHome {
  path: string
  loggedIn?: boolean
  before?: (page: Page) => Promise<void>
  revealedBy?: { challengeKey: string; step: number }
}

const PHONE_HOMES: Record<string, PhoneHome> = {
  '#email': { path: '/login' },
  '#password': { path: '/login' },
  '#loginButton': { path: '/login' },
  '[data-testid="login-error"]': {
    path: '/login',
    before: async (page) => {
      await page.locator('#email').fill("'")
      await page.locator('#password').fill('anything')
      await page.locator('#loginButton').click()
    },
  },
  '#searchQuery': { path: '/search', revealedBy: { challengeKey: 'localXssChallenge', step: 0 } },
  '#searchValue': { path: '/search?q=apple' },
  '#navbarAccount': { path: '/search' },
  'a[href="#/basket"]': { path: '/search', loggedIn: true },
  '#navbarPrivacySecurity': {
    path: '/search',
    loggedIn: true,
    revealedBy: { challengeKey: 'privacyPolicyChallenge', step: 3 },
  },
  '[data-testid="product-grid"]': { path: '/search' },
  '[data-testid="reviews"]': {
    path: '/search',
    before: async (page) => {
      await page.locator('[data-testid="product-grid"] img').first().click()
      await page.getByTestId('product-dialog').waitFor()
    },
  },
  '[data-testid="tracked-order-id"]': { path: '/track-result?id=5267-f9cd5882f54c75a3' },
  '#feedback-title': { path: '/contact' },
  '#userId': {
    path: '/contact',
    // The tutorial has the player un-hide it in the developer tools.
    before: (page) =>
      page.locator('#userId').evaluate((field) => void ((field as HTMLElement).hidden = false)),
  },
  '#comment': { path: '/contact' },
  '#submitButton': { path: '/contact' },
}

describe('every tutorial anchor on a phone', () => {
  const fixture = useShopAndBrowser()

  it('knows where each anchor shows on a phone (a new tutorial anchor needs a home here)', () => {
    const homeless = [...tutorialAnchors()].filter((anchor) => !(anchor in PHONE_HOMES))
    expect(homeless).toEqual([])
  })

  it('finds each anchor at 390 px on its page, or revealed by the instructor from the folded top bar', async () => {
    const problems: string[] = []
    for (const anchor of tutorialAnchors()) {
      const home = PHONE_HOMES[anchor]
      if (!home) continue
      const { context, page } = await phoneShop(fixture.browser, fixture.shop)
      if (home.loggedIn) await logInByApi(page, fixture.shop, ADMIN)
      await page.goto(`${fixture.shop.baseUrl}/#${home.path}`)
      if (home.revealedBy) {
        await expect(page.locator(anchor).count()).resolves.toBe(0)
        await jumpTo(page, home.revealedBy.challengeKey, home.revealedBy.step)
        await page.locator(bubble).waitFor()
      }
      await home.before?.(page)
      const element = page.locator(anchor).first()
      try {
        await element.waitFor({ state: 'visible', timeout: 10_000 })
        await element.scrollIntoViewIfNeeded()
        const box = await element.boundingBox()
        if (!box || box.x < 0 || box.x + box.width > PHONE.width + 0.5)
          problems.push(`${anchor} sticks out of the phone: ${JSON.stringify(box)}`)
      } catch {
        problems.push(`${anchor} does not show at 390 px on ${home.path}`)
      }
      await context.close()
    }
    expect(problems).toEqual([])
  })
})
