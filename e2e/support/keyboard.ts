import type { Locator, Page } from 'playwright-core'

/** Whether the element of `locator` has the keyboard focus. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false)
}

/** A short description of the focused element, for failure messages. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element) return 'nothing'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`
  })
}

/**
 * Whether the focused element shows that it has the focus: an outline, a focus shadow, or (text fields) MUI's focused
 * underline or border. Answers a description of the element when it does not, `null` when it does.
 */
export async function unseenFocus(page: Page): Promise<string | null> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return true
    const style = getComputedStyle(element)
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true
    if (style.boxShadow !== 'none') return true
    return element.closest('.Mui-focused') !== null
  })
  return seen ? null : focusedElement(page)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moving through the page would, and
 * fails when it is not reached within `limit` presses or when a control on the way shows no sign of its focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab'
  for (let presses = 0; presses < (options.limit ?? 80); presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
    const unseen = await unseenFocus(page)
    if (unseen !== null) throw new Error(`the focus on ${unseen} is not visible`)
  }
  if (await isFocused(target)) return
  throw new Error(`${key} never reached ${String(target)}; the focus is on ${await focusedElement(page)}`)
}

/** Waits until the focus is inside `container` (e.g. a dialog that just opened). */
export async function focusWithin(container: Locator): Promise<void> {
  await container.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 5000
        const check = (): void => {
          if (element.contains(document.activeElement)) resolve()
          else if (Date.now() > deadline) reject(new Error('the focus never entered the element'))
          else requestAnimationFrame(check)
        }
        check()
      }),
  )
}

/** Waits until `target` has the focus (e.g. the control a closed dialog returns it to). */
export async function focusReturnsTo(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 5000
        const check = (): void => {
          if (element === document.activeElement) resolve()
          else if (Date.now() > deadline) reject(new Error('the focus did not return'))
          else requestAnimationFrame(check)
        }
        check()
      }),
  )
}
