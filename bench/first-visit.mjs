// The client's first visit as a browser makes it: every JavaScript and CSS file the search page loads until the
// network is idle (the entry, its preloads and the lazy chunks of the page), each gzipped at level 9 and summed.
// Uses the Debian chromium the browser journeys use; never downloads a browser.
/* global document, window, MutationObserver -- the functions handed to page.evaluate and addInitScript run in the page */
import { gzipSync } from 'node:zlib'
import { launchSystemChromium } from '../scripts/system-chromium.mjs'

export async function firstVisit(base, route = '/#/search') {
  const browser = await launchSystemChromium()
  try {
    const page = await browser.newPage()
    const bodies = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type === 'script' || type === 'stylesheet')
        bodies.push(response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000) // lazy chunks a first render asks for after the network was idle once
    const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body, { level: 9 }).length))
    const total = sizes.reduce((sum, size) => sum + size, 0)
    return { route, files: sizes.length, gzipKiB: Math.round((total / 1024) * 10) / 10 }
  } finally {
    await browser.close()
  }
}

/**
 * Milliseconds from navigation to the first product card of the search page in Chromium with its CPU slowed down
 * four times (DevTools' Emulation.setCPUThrottlingRate, as a mid-range phone), each run in a fresh context (nothing
 * cached); the median of `runs`.
 */
export async function firstProductCard(base, { runs = 5, route = '/#/search' } = {}) {
  const browser = await launchSystemChromium()
  try {
    const times = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const devtools = await context.newCDPSession(page)
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      // The moment the card enters the page, taken inside it (relative to the navigation's start).
      await page.addInitScript(() => {
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector('[data-testid="product-card"]')) return
          window.__firstProductCardMs = performance.now()
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`${base}${route}`)
      await page.waitForFunction(() => window.__firstProductCardMs !== undefined, undefined, {
        timeout: 60_000,
      })
      times.push(await page.evaluate(() => window.__firstProductCardMs))
      await context.close()
    }
    const sorted = [...times].sort((a, b) => a - b)
    return {
      route,
      cpuThrottling: 4,
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
      runs: times.map(Math.round),
    }
  } finally {
    await browser.close()
  }
}
