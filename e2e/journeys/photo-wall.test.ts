import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, uniqueEmail } from '../support/accounts.js'
import { loginThroughUi, openShop } from '../support/browser.js'
import { expectSnackbar } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, isSolved } from '../support/shop.js'

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const PASSWORD = 'Memories1!'
const CAT_CAPTION = '😼 #zatschi #whoneedsfourlegs'

/** Whether the memory with this caption has a loaded (not broken) image. */
function imageLoaded(page: Page, caption: string): Promise<boolean> {
  return page
    .getByTestId('memory')
    .filter({ hasText: caption })
    .locator('img.memory-image')
    .evaluate(async (image: HTMLImageElement) => {
      if (!image.complete) {
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true })
          image.addEventListener('error', settled, { once: true })
        })
      }
      return image.naturalWidth > 0
    })
}

describe('photo wall', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    ;({ context, page } = await openShop(fixture.browser, fixture.shop, { path: '/photo-wall' }))
  })
  afterAll(async () => {
    await context?.close()
  })

  it('shows the seeded memories with their captions to a visitor, without the upload form', async () => {
    const seeded = await api<{ data: { caption: string }[] }>(fixture.shop, '/rest/memories')
    await page.getByTestId('memory').first().waitFor()
    await expect(page.getByTestId('memory').count()).resolves.toBe(seeded.body.data.length)
    for (const caption of ['I love going hiking here...', 'My old workplace...', CAT_CAPTION]) {
      await page.locator('.memory-caption', { hasText: caption }).waitFor()
    }
    await expect(page.locator('#memoryUploadForm').count()).resolves.toBe(0)
  })

  it('loads the geo-stalking photos', async () => {
    await expect(imageLoaded(page, 'I love going hiking here...')).resolves.toBe(true)
    await expect(imageLoaded(page, 'My old workplace...')).resolves.toBe(true)
  })

  it('leaves the cat photo broken because its path is not encoded, without solving Missing Encoding', async () => {
    const image = page.getByTestId('memory').filter({ hasText: CAT_CAPTION }).locator('img.memory-image')
    await expect(image.getAttribute('src')).resolves.toBe(
      'assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg',
    )
    await expect(imageLoaded(page, CAT_CAPTION)).resolves.toBe(false)
    await expect(isSolved(fixture.shop, 'missingEncodingChallenge')).resolves.toBe(false)
  })

  it('shares a memory with the shop handle', async () => {
    const share = page
      .getByTestId('memory')
      .filter({ hasText: 'My old workplace...' })
      .locator('.memory-share')
    const href = await share.getAttribute('href')
    expect(href).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/)
    expect(href).toContain('My old workplace... @owasp_juiceshop')
  })

  it('refuses a file that is not a PNG or JPEG before uploading', async () => {
    const email = uniqueEmail('e2e-photo')
    await registerUser(fixture.shop, email, PASSWORD)
    await loginThroughUi(page, fixture.shop, email, PASSWORD)
    await page.goto(`${fixture.shop.baseUrl}/#/photo-wall`)
    await page.locator('#memoryUploadForm').waitFor()
    await page
      .locator('#picture')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await page.locator('#pictureError').filter({ hasText: 'Only PNG, JPEG allowed.' }).waitFor()
    await expect(page.locator('#picturePreview').count()).resolves.toBe(0)
    await expect(page.locator('#submitButton').isDisabled()).resolves.toBe(true)
  })

  it('lets a logged-in user upload a photo with a caption and shows it on the wall', async () => {
    const caption = `Tiny pixel ${Date.now()}`
    await page
      .locator('#picture')
      .setInputFiles({ name: 'Tiny Pixel.png', mimeType: 'image/png', buffer: TINY_PNG })
    await page.locator('#picturePreview').waitFor()
    await expect(page.locator('#submitButton').isDisabled()).resolves.toBe(true)
    await page.locator('#caption').fill(caption)
    await page.locator('#submitButton').click()
    await expectSnackbar(page, 'Your image was successfully uploaded.')
    await page.locator('.memory-caption', { hasText: caption }).waitFor()
    await expect(imageLoaded(page, caption)).resolves.toBe(true)
    await expect(page.locator('#caption').inputValue()).resolves.toBe('')
    const stored = await api<{ data: { caption: string; imagePath: string }[] }>(
      fixture.shop,
      '/rest/memories',
    )
    const mine = stored.body.data.find((memory) => memory.caption === caption)
    expect(mine?.imagePath).toMatch(/^assets\/public\/images\/uploads\/tiny-pixel\.png-\d+\.png$/)
  })
})
