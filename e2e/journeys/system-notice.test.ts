import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'

const firstNotice = {
  message: 'The CTF ends at 17:00 <b>sharp</b>',
  enabled: true,
  updatedAt: '2026-11-25T11:00:00Z',
}
/** What the stand-in for MultiJuicer's balancer answers; the tests change it as an organiser would. */
let answer: { status: number; body: unknown } = { status: 200, body: firstNotice }

function startNoticeServer(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    })
    res.end(JSON.stringify(answer.body))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** The notice URL comes in through a configuration profile written for this run. */
const pollingProfile = (url: string): string =>
  `ctf:\n  systemWideNotifications:\n    url: '${url}'\n    pollFrequencySeconds: 1\n`

/** Waits for two more polls, so a banner that were due would have been drawn. */
async function awaitPolls(page: Page): Promise<void> {
  for (let poll = 0; poll < 2; poll++) {
    await page.waitForResponse((response) => response.url().endsWith('/notification.json'))
  }
}

describe('system-wide notification', () => {
  let noticeServer: Server

  // Registered before the shop's fixture: the notice server starts before the shop and closes after it stopped.
  beforeAll(async () => {
    noticeServer = await startNoticeServer()
  })
  afterAll(async () => {
    await new Promise((closed) => noticeServer?.close(closed))
  })
  const fixture = useShopAndBrowser({
    profile: () => {
      const { port } = noticeServer.address() as AddressInfo
      return pollingProfile(`http://127.0.0.1:${port}/notification.json`)
    },
  })

  it('shows the banner as plain text, keeps it dismissed and shows a new version again', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const banner = page.getByTestId('system-notice')
    await expect(banner.textContent()).resolves.toContain('The CTF ends at 17:00 <b>sharp</b>')
    await expect(banner.locator('b').count()).resolves.toBe(0)

    await banner.getByRole('button', { name: 'Close' }).click()
    await banner.waitFor({ state: 'detached' })
    await page.reload()
    await awaitPolls(page)
    await expect(banner.count()).resolves.toBe(0)

    answer = { status: 200, body: { ...firstNotice, updatedAt: '2026-11-25T11:30:00Z' } }
    await banner.waitFor()
    await expect(banner.textContent()).resolves.toContain('The CTF ends at 17:00')
    await context.close()
  })

  it('shows nothing for a failing or malformed answer and keeps the page working', async () => {
    answer = { status: 200, body: firstNotice }
    const { context, page } = await openShop(fixture.browser, fixture.shop)
    const banner = page.getByTestId('system-notice')
    await banner.waitFor()

    answer = { status: 503, body: { message: 'down' } }
    await banner.waitFor({ state: 'detached' })
    answer = { status: 200, body: { message: 'no updatedAt', enabled: true } }
    await awaitPolls(page)
    await expect(banner.count()).resolves.toBe(0)
    await page.getByTestId('product-card').first().waitFor()
    await context.close()
  })
})
