import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { isSolved, repoRoot, waitForSolved, type RunningShop } from '../support/shop.js'
import { onSocketPackets } from '../support/socket-traffic.js'

const DOM_XSS = '<iframe src="javascript:alert(`xss`)">'

/** The default `challenges.xssBonusPayload` of config/default.yml (a single-quoted YAML string). */
async function defaultBonusPayload(): Promise<string> {
  const config = await readFile(join(repoRoot, 'config/default.yml'), 'utf8')
  const match = /^\s*xssBonusPayload:\s*'(.*)'\s*$/m.exec(config)
  if (!match?.[1]) throw new Error('challenges.xssBonusPayload not found in config/default.yml')
  return match[1].replace(/''/g, "'")
}

/** Resolves with the text of the first verifyLocalXssChallenge event the page sends over its socket (any transport). */
function reportedSearch(page: Page, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no verifyLocalXssChallenge event was sent')), timeoutMs)
    onSocketPackets(page, 'sent', (packet) => {
      if (!packet.startsWith('42')) return
      const [event, text] = JSON.parse(packet.slice(2)) as [string, string]
      if (event !== 'verifyLocalXssChallenge') return
      clearTimeout(timer)
      resolve(text)
    })
  })
}

/** Opens `#/search?q=<query>` (URL-encoded) in a fresh page that records alerts and the socket report. */
async function searchInBrowser(browser: Browser, shop: RunningShop, query: string) {
  const alerts: string[] = []
  let reported: Promise<string> | undefined
  const { context, page } = await openShop(browser, shop, {
    path: `/search?q=${encodeURIComponent(query)}`,
    beforeNavigation: async (fresh) => {
      // The bonus payload embeds an external player; keep the journey offline.
      await fresh
        .context()
        .route('https://w.soundcloud.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
        )
      fresh.on('dialog', (dialog) => {
        alerts.push(dialog.message())
        void dialog.dismiss()
      })
      reported = reportedSearch(fresh)
    },
  })
  if (!reported) throw new Error('the page was opened without watching its socket')
  await page.locator('#searchValue').waitFor({ state: 'attached' })
  return { context, page, alerts, reported }
}

describe('DOM XSS through the search value', () => {
  const fixture = useShopAndBrowser()

  it('does not solve either challenge for ordinary searches, markup included', async () => {
    for (const query of ['apple', '<b>juice</b>', '<iframe src="about:blank">']) {
      const { context, reported } = await searchInBrowser(fixture.browser, fixture.shop, query)
      await expect(reported).resolves.toBe(query)
      await context.close()
    }
    // Give the server a moment to judge the reports before reading the verdict.
    await new Promise((wait) => setTimeout(wait, 500))
    await expect(isSolved(fixture.shop, 'localXssChallenge')).resolves.toBe(false)
    await expect(isSolved(fixture.shop, 'xssBonusChallenge')).resolves.toBe(false)
  })

  it('solves localXssChallenge when the iframe payload runs in the page', async () => {
    const { context, page, alerts, reported } = await searchInBrowser(fixture.browser, fixture.shop, DOM_XSS)
    await expect(reported).resolves.toBe(DOM_XSS)
    await page.locator('#searchValue iframe').waitFor({ state: 'attached' })
    await expect.poll(() => alerts, { timeout: 10_000 }).toContain('xss')
    await expect(waitForSolved(fixture.shop, 'localXssChallenge')).resolves.toBe(true)
    await expect(isSolved(fixture.shop, 'xssBonusChallenge')).resolves.toBe(false)
    await context.close()
  })

  it('solves xssBonusChallenge with the configured bonus payload', async () => {
    const payload = await defaultBonusPayload()
    const { context, page, reported } = await searchInBrowser(fixture.browser, fixture.shop, payload)
    await expect(reported).resolves.toBe(payload)
    await expect(page.locator('#searchValue iframe').getAttribute('src')).resolves.toContain(
      'https://w.soundcloud.com/player/',
    )
    await expect(waitForSolved(fixture.shop, 'xssBonusChallenge')).resolves.toBe(true)
    await context.close()
  })
})
