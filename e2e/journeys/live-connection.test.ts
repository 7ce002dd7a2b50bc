import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import type { RunningShop } from '../support/shop.js'

/**
 * A proxy in front of the shop that forwards every HTTP request and refuses every WebSocket upgrade, as some
 * training networks and corporate proxies do. Counts the upgrades it refused.
 */
async function startProxyWithoutWebSockets(target: string) {
  const { hostname, port } = new URL(target)
  let refusedUpgrades = 0
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  server.on('upgrade', (_request, socket) => {
    refusedUpgrades++
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    refusedUpgrades: () => refusedUpgrades,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const scoreBoardToast = '.challenge-solved-toast[data-challenge="scoreBoardChallenge"]'
const extraLanguageToast = '.challenge-solved-toast[data-challenge="extraLanguageChallenge"]'

describe('the live connection (socket.io-client)', () => {
  const fixture = useShopAndBrowser()

  it('shows the notification of a solve that happened before it connected (the score board page solves it on load)', async () => {
    // The score board's padding image loads with the page, while socket.io-client is still being loaded: the server
    // keeps the notification and sends it to the new connection.
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/score-board' })
    await page.locator(scoreBoardToast).waitFor({ timeout: 15_000 })
    await expect(page.locator(scoreBoardToast).textContent()).resolves.toContain(
      'You successfully solved a challenge: Score Board',
    )
    await context.close()
  })

  describe('behind a proxy that refuses WebSockets', () => {
    let proxy: Awaited<ReturnType<typeof startProxyWithoutWebSockets>>
    beforeAll(async () => {
      proxy = await startProxyWithoutWebSockets(fixture.shop.baseUrl)
    })
    afterAll(() => proxy.close())

    it('still receives a solve notification, over HTTP long polling', async () => {
      const shop: RunningShop = { ...fixture.shop, baseUrl: proxy.url }
      const { context, page, socketConnected } = await openShop(fixture.browser, shop)
      await socketConnected
      // The hidden Klingon translation: a solve of its own, after the page connected.
      await fetch(`${proxy.url}/assets/i18n/tlh_AA.json`)
      await page.locator(extraLanguageToast).waitFor({ timeout: 15_000 })
      // The client did try to upgrade, and the proxy refused it: the notification came by long polling.
      expect(proxy.refusedUpgrades()).toBeGreaterThan(0)
      await context.close()
    })
  })
})
