import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { repoRoot } from './shop.js'

/** The hacking instructor's speech bubble, its live message and the outline around what it points at. */
export const bubble = '#hacking-instructor'
const message = '[data-testid="hacking-instructor-message"]'
const highlight = '[data-testid="hacking-instructor-highlight"]'

const english = JSON.parse(
  readFileSync(resolve(repoRoot, 'apps/web/public/assets/i18n/en.json'), 'utf8'),
) as Record<string, string>

/** The English text of the message `key`. */
export function instructorText(key: string): string {
  const text = english[key]
  if (!text) throw new Error(`unknown text ${key}`)
  return text
}

/** Waits until the instructor says the text of `key` (the live region holds the whole sentence). */
export async function instructorSays(page: Page, key: string): Promise<void> {
  const text = instructorText(key)
  await page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector!)?.textContent === expected,
    [message, text],
    { timeout: 15_000 },
  )
}

/** Goes on to the tutorial's next step with the bubble's own button. */
export async function nextStep(page: Page): Promise<void> {
  await page.locator('#hacking-instructor-next').click()
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * `selector` visible and wholly on screen, outlined by the instructor's highlight, the bubble not covering it;
 * answers what is wrong, or '' when all is well (polled: the highlight follows its anchor every 100 ms).
 */
async function pointedAt(
  page: Page,
  selector: string,
  viewport: { width: number; height: number },
): Promise<string> {
  const element = page.locator(selector).first()
  if (!(await element.isVisible())) return `${selector} is not visible`
  const box = await element.boundingBox()
  if (!box) return `${selector} has no box`
  if (box.y < 0 || box.x < 0 || box.y + box.height > viewport.height || box.x + box.width > viewport.width)
    return `${selector} is off screen: ${JSON.stringify(box)}`
  const outline = await page.locator(highlight).boundingBox()
  if (!outline) return 'nothing is highlighted'
  const around =
    outline.x <= box.x &&
    outline.y <= box.y &&
    outline.x + outline.width >= box.x + box.width &&
    outline.y + outline.height >= box.y + box.height
  if (!around)
    return `the highlight ${JSON.stringify(outline)} is not around ${selector} ${JSON.stringify(box)}`
  const speech = await page.locator(bubble).boundingBox()
  if (!speech) return 'there is no bubble'
  if (overlap(speech, box))
    return `the bubble ${JSON.stringify(speech)} covers ${selector} ${JSON.stringify(box)}`
  return ''
}

/** Waits up to `timeout` ms until the instructor points at `selector` on a screen of `viewport` (see pointedAt). */
export async function expectPointedAt(
  page: Page,
  selector: string,
  viewport: { width: number; height: number },
  timeout = 10_000,
): Promise<void> {
  await expect.poll(() => pointedAt(page, selector, viewport), { timeout }).toBe('')
}
