// The client's first visit as a browser makes it: every JavaScript and CSS file the search page loads until the
// network is idle (the entry, its preloads and the lazy chunks of the page), each gzipped at level 9 and summed.
// Uses the Debian chromium the browser journeys use; never downloads a browser.
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
