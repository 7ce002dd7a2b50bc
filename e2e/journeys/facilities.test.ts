import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JIM } from '../support/accounts.js'
import { openShop } from '../support/browser.js'
import { apiLogin, type LoggedIn } from '../support/checkout.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, type RunningShop } from '../support/shop.js'

/** A valid 1×1 PNG (one grey pixel). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The user id inside a shop token (`{status, data:{id,…}}` payload). */
function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    data: { id: number }
  }
  return payload.data.id
}

/** A browser context where jim is logged in through an API token (cookie and local storage). */
async function openAsJim(
  browser: Browser,
  shop: RunningShop,
  session: LoggedIn,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openShop(browser, shop, { cookies: { token: session.token } })
  await page.evaluate((token) => localStorage.setItem('token', token), session.token)
  return { context, page }
}

/** The `src` of the profile page's picture, as written in the markup. */
const profileImageSrc = (page: Page): Promise<string | null> =>
  page.getByAltText('profile picture').getAttribute('src')

/** Width of the profile picture as the browser decoded it (0 when it failed to load). */
async function loadedImageWidth(page: Page): Promise<number> {
  const image = page.getByAltText('profile picture')
  await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined))
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth)
}

describe('facilities: legacy profile page, ftp folder, API docs and promotion video', () => {
  const fixture = useShopAndBrowser()
  let jim: LoggedIn
  let jimId: number

  beforeAll(async () => {
    jim = await apiLogin(fixture.shop, JIM.email, JIM.password)
    jimId = userIdOf(jim.token)
  })

  describe('/profile', () => {
    let context: BrowserContext
    let page: Page

    beforeAll(async () => {
      ;({ context, page } = await openAsJim(fixture.browser, fixture.shop, jim))
    })
    afterAll(async () => {
      await context?.close()
    })

    it('shows jim’s email and the default picture, with the picture in the CSP', async () => {
      const response = await page.goto(`${fixture.shop.baseUrl}/profile`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('#email').inputValue()).resolves.toBe(JIM.email)
      await expect(page.locator('#email').isDisabled()).resolves.toBe(true)
      // Seeded users carry the relative path (as in the reference's data); it resolves against /profile.
      const src = await profileImageSrc(page)
      expect(src).toMatch(/^\/?assets\/public\/images\/uploads\/default\.svg$/)
      expect(response?.headers()['content-security-policy']).toBe(
        `img-src 'self' ${src}; script-src 'self' 'unsafe-eval'`,
      )
      expect(await loadedImageWidth(page)).toBeGreaterThan(0)
    })

    it('changes the username through the form, shows it and issues a new token cookie', async () => {
      await page.goto(`${fixture.shop.baseUrl}/profile`)
      const username = `jimE2e${Date.now() % 100_000}`
      await page.locator('#username').fill(username)
      await Promise.all([
        page.waitForURL(`${fixture.shop.baseUrl}/profile`, { waitUntil: 'load' }),
        page.getByRole('button', { name: 'Set Username' }).click(),
      ])
      await page.locator('p', { hasText: username }).waitFor()
      const cookie = (await context.cookies(fixture.shop.baseUrl)).find(({ name }) => name === 'token')
      expect(cookie?.value).toBeDefined()
      expect(cookie?.value).not.toBe(jim.token)
      const payload = JSON.parse(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString('utf8')) as {
        data: { username: string; email: string }
      }
      expect(payload.data).toMatchObject({ username, email: JIM.email })
      // The stored user carries the new name too.
      const whoami = await page.request.get(`${fixture.shop.baseUrl}/rest/user/whoami?fields=username`)
      await expect(whoami.json()).resolves.toEqual({ user: { username } })
    })

    it('uploads a PNG through the file input and shows it as <userId>.png', async () => {
      await page.goto(`${fixture.shop.baseUrl}/profile`)
      await page.locator('#picture').setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      })
      await Promise.all([
        page.waitForURL(`${fixture.shop.baseUrl}/profile`, { waitUntil: 'load' }),
        page.getByRole('button', { name: 'Upload Picture' }).click(),
      ])
      const src = await profileImageSrc(page)
      expect(src).toBe(`/assets/public/images/uploads/${jimId}.png`)
      const image = await page.request.get(`${fixture.shop.baseUrl}${src}`)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toContain('image/png')
      expect(Buffer.compare(await image.body(), PIXEL_PNG)).toBe(0)
      await expect(loadedImageWidth(page)).resolves.toBe(1)
    })

    it('links an image by URL of the shop itself; the server fetches and stores it as <userId>.svg', async () => {
      const defaultSvg = `${fixture.shop.baseUrl}/assets/public/images/uploads/default.svg`
      const original = await page.request.get(defaultSvg)
      expect(original.status()).toBe(200)
      await page.goto(`${fixture.shop.baseUrl}/profile`)
      await page.locator('#url').fill(defaultSvg)
      await Promise.all([
        page.waitForURL(`${fixture.shop.baseUrl}/profile`, { waitUntil: 'load' }),
        page.getByRole('button', { name: 'Link Image' }).click(),
      ])
      const src = await profileImageSrc(page)
      expect(src).toBe(`/assets/public/images/uploads/${jimId}.svg`)
      const image = await page.request.get(`${fixture.shop.baseUrl}${src}`)
      expect(image.status()).toBe(200)
      expect(Buffer.compare(await image.body(), await original.body())).toBe(0)
      expect(await loadedImageWidth(page)).toBeGreaterThan(0)
    })

    it('keeps a URL the gateway refuses as the picture itself', async () => {
      const foreign = 'http://127.0.0.1:1/nothing-here.png'
      await page.goto(`${fixture.shop.baseUrl}/profile`)
      await page.locator('#url').fill(foreign)
      await Promise.all([
        page.waitForURL(`${fixture.shop.baseUrl}/profile`, { waitUntil: 'load' }),
        page.getByRole('button', { name: 'Link Image' }).click(),
      ])
      await expect(profileImageSrc(page)).resolves.toBe(foreign)
    })
  })

  describe('/ftp', () => {
    let context: BrowserContext
    let page: Page

    beforeAll(async () => {
      ;({ context, page } = await openShop(fixture.browser, fixture.shop))
    })
    afterAll(async () => {
      await context?.close()
    })

    it('lists the folder and follows the link to acquisitions.md', async () => {
      await page.goto(`${fixture.shop.baseUrl}/ftp`)
      await expect(page.title()).resolves.toBe('listing directory /ftp')
      // Link names also carry the icon of the listing's CSS, hence no exact match.
      for (const name of ['acquisitions.md', 'legal.md', 'eastere.gg', 'quarantine'])
        await page.getByRole('link', { name }).waitFor()
      const download = page.waitForResponse((response) => response.url().endsWith('/ftp/acquisitions.md'))
      await page.getByRole('link', { name: 'acquisitions.md' }).click()
      expect((await download).status()).toBe(200)
      await page.waitForURL(`${fixture.shop.baseUrl}/ftp/acquisitions.md`)
      await expect(page.locator('body').textContent()).resolves.toContain('# Planned Acquisitions')
    })

    it('refuses files other than .md and .pdf', async () => {
      const response = await page.goto(`${fixture.shop.baseUrl}/ftp/eastere.gg`)
      expect(response?.status()).toBe(403)
      await expect(page.locator('body').textContent()).resolves.toContain(
        'Only .md and .pdf files are allowed!',
      )
    })

    it('offers the confirmation PDF of an order placed through the API', async () => {
      const session = await apiLogin(fixture.shop, JIM.email, JIM.password)
      const basket = await api<{ data: { Products: unknown[] } | null }>(
        fixture.shop,
        `/rest/basket/${session.bid}`,
        {
          token: session.token,
        },
      )
      expect(basket.body.data?.Products.length).toBeGreaterThan(0)
      const cards = await api<{ data: { id: number }[] }>(fixture.shop, '/api/Cards', {
        token: session.token,
      })
      const addresses = await api<{ data: { id: number }[] }>(fixture.shop, '/api/Addresss', {
        token: session.token,
      })
      const card = cards.body.data[0]
      const address = addresses.body.data[0]
      expect(card).toBeDefined()
      expect(address).toBeDefined()
      const checkout = await api<{ orderConfirmation: string }>(
        fixture.shop,
        `/rest/basket/${session.bid}/checkout`,
        {
          method: 'POST',
          token: session.token,
          body: {
            orderDetails: {
              paymentId: String(card!.id),
              addressId: String(address!.id),
              deliveryMethodId: '1',
            },
          },
        },
      )
      expect(checkout.status).toBe(200)
      const orderId = checkout.body.orderConfirmation
      expect(orderId).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/)

      await page.goto(`${fixture.shop.baseUrl}/ftp`)
      const link = page.getByRole('link', { name: `order_${orderId}.pdf` })
      await link.waitFor()
      const href = await link.getAttribute('href')
      const pdf = await page.request.get(new URL(href!, page.url()).toString())
      expect(pdf.status()).toBe(200)
      const bytes = await pdf.body()
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
      expect(pdf.url()).toBe(`${fixture.shop.baseUrl}/ftp/order_${orderId}.pdf`)
      // The basket was emptied by the checkout.
      const after = await api<{ data: { Products: unknown[] } | null }>(
        fixture.shop,
        `/rest/basket/${session.bid}`,
        {
          token: session.token,
        },
      )
      expect(after.body.data?.Products).toEqual([])
    })
  })

  it('/api-docs shows Swagger UI documenting the B2B order operation', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const response = await page.goto(`${fixture.shop.baseUrl}/api-docs`)
    expect(response?.status()).toBe(200)
    expect(page.url()).toBe(`${fixture.shop.baseUrl}/api-docs/`)
    await page.locator('.swagger-ui .info .title', { hasText: 'NextGen B2B API' }).waitFor()
    const operation = page.locator('.opblock-post', { hasText: '/orders' })
    await operation.waitFor()
    await expect(operation.locator('.opblock-summary-path').textContent()).resolves.toBe('/orders')
    await expect(page.locator('.servers select').textContent()).resolves.toContain('/b2b/v2')
    await operation.locator('.opblock-summary').click()
    await operation.getByText('Customer order to be placed').waitFor()
    await context.close()
  })

  it('/promotion plays the video from /video with the embedded English subtitles as a track', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const response = await page.goto(`${fixture.shop.baseUrl}/promotion`)
    expect(response?.status()).toBe(200)
    const video = page.locator('video')
    await expect(video.count()).resolves.toBe(1)
    await expect(video.locator('source').getAttribute('src')).resolves.toBe('./video')
    const source = await video.locator('source').evaluate((element: HTMLSourceElement) => element.src)
    expect(source).toBe(`${fixture.shop.baseUrl}/video`)
    await expect(page.locator('script#subtitle').textContent()).resolves.toContain('WEBVTT')

    const track = video.locator('track')
    await track.waitFor({ state: 'attached' })
    await expect(track.getAttribute('kind')).resolves.toBe('subtitles')
    await expect(track.getAttribute('srclang')).resolves.toBe('en')
    await expect(track.getAttribute('label')).resolves.toBe('English')
    // The browser parsed the inlined WebVTT into cues.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0)

    const stream = await page.request.get(source, { headers: { Range: 'bytes=0-99' } })
    expect(stream.status()).toBe(206)
    expect(stream.headers()['content-type']).toBe('video/mp4')
    expect(stream.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect((await stream.body()).length).toBe(100)
    await context.close()
  })
})
