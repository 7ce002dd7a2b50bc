import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api } from '../support/shop.js'

interface Feedback {
  id: number
  comment: string | null
  rating: number
}

/** The slide index the slideshow shows right now. */
async function slideIndex(page: Page): Promise<number> {
  return Number(await page.locator('#feedbackSlideshow').getAttribute('data-index'))
}

/** Text of a stored comment as the browser renders it (tags gone). */
function renderedText(comment: string | null): string {
  return (comment ?? '').replace(/<[^>]*>/g, '')
}

describe('about page', () => {
  const fixture = useShopAndBrowser()
  let context: BrowserContext
  let page: Page
  let feedbacks: Feedback[] = []

  beforeAll(async () => {
    feedbacks = (await api<{ data: Feedback[] }>(fixture.shop, '/api/Feedbacks')).body.data
    ;({ context, page } = await openShop(fixture.browser, fixture.shop, { path: '/about' }))
    // Keep the pointer off the slideshow so it is not paused.
    await page.mouse.move(0, 0)
  })
  afterAll(async () => {
    await context?.close()
  })

  it('tells about the shop and links to the legal terms in the file folder', async () => {
    await page.locator('#aboutText').waitFor()
    const href = await page.locator('#legalTermsLink').getAttribute('href')
    expect(href).toBe('ftp/legal.md')
    const legal = await fetch(new URL(href!, `${fixture.shop.baseUrl}/`))
    expect(legal.status).toBe(200)
  })

  it('shows a carousel image with the first customer feedback and its rating', async () => {
    expect(feedbacks.length).toBeGreaterThan(0)
    const slideshow = page.locator('#feedbackSlideshow')
    await slideshow.locator('.slideshow-comment').filter({ hasText: /\S/ }).waitFor()
    // Resting the pointer on the slideshow pauses it while we read the slide.
    await slideshow.hover()
    await expect(slideshow.locator('.slideshow-image').getAttribute('src')).resolves.toMatch(
      /^assets\/public\/images\/carousel\/[1-7]\.(jpg|png)$/,
    )
    const height = await slideshow.evaluate((element) => element.getBoundingClientRect().height)
    expect(height).toBe(300)
    const index = await slideIndex(page)
    const shown = feedbacks[index % feedbacks.length]!
    await expect(slideshow.locator('.slideshow-comment').textContent()).resolves.toBe(
      renderedText(shown.comment),
    )
    await slideshow.getByRole('img', { name: `${shown.rating} of 5 stars` }).waitFor()
    await page.waitForTimeout(4_500)
    await expect(slideIndex(page)).resolves.toBe(index)
    await page.mouse.move(0, 0)
  })

  it('loads the carousel images', async () => {
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('#feedbackSlideshow .slideshow-image')
      return image !== null && image.complete && image.naturalWidth > 0
    })
  })

  it('moves on to the next feedback by itself', async () => {
    const before = await slideIndex(page)
    await page.waitForFunction(
      (start) => document.querySelector('#feedbackSlideshow')?.getAttribute('data-index') !== String(start),
      before,
      { timeout: 12_000 },
    )
  })

  it('steps forwards and backwards with the controls, wrapping around', async () => {
    const slides = Math.max(7, feedbacks.length)
    await page.locator('#slideshowNext').click()
    const afterNext = await slideIndex(page)
    await page.locator('#slideshowPrevious').click()
    await expect(slideIndex(page)).resolves.toBe((afterNext - 1 + slides) % slides)
    // Walk round once and see every carousel image.
    const images = new Set<string>()
    for (let step = 0; step < slides; step++) {
      images.add((await page.locator('#feedbackSlideshow .slideshow-image').getAttribute('src')) ?? '')
      await page.locator('#slideshowNext').click()
    }
    expect(images.size).toBe(7)
  })

  it('offers a button for each configured social channel', async () => {
    const config = await api<{ config: { application: { social: Record<string, string | null> } } }>(
      fixture.shop,
      '/rest/admin/application-configuration',
    )
    const twitter = config.body.config.application.social.twitterUrl
    expect(twitter).toBeTruthy()
    await expect(page.locator('#twitterButton').getAttribute('href')).resolves.toBe(twitter)
    await expect(page.locator('#facebookButton').count()).resolves.toBe(
      config.body.config.application.social.facebookUrl ? 1 : 0,
    )
  })
})
