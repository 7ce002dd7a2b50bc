import { describe, expect, it } from 'vitest'
import { useShop } from '../support/fixtures.js'
import { api, waitForSolved } from '../support/shop.js'

// Build check for the Frontend Typosquatting challenge: the delivered client visibly contains the typosquatted
// package ngy-cookie (bundled code and licence notice), while the server's backup manifest never names it.

const fixture = useShop()

const text = async (path: string): Promise<{ status: number; type: string; body: string }> => {
  const response = await fetch(`${fixture.shop.baseUrl}${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  }
}

/** The scripts the start page loads right away: its module entry and the chunks it preloads. */
function startScripts(indexHtml: string): string[] {
  const entries = [...indexHtml.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)]
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)]
  return [...entries, ...preloads].map((match) => `/${(match[1] ?? '').replace(/^\.?\//, '')}`)
}

describe('the delivered client and its third-party licence notice', () => {
  it('serves /3rdpartylicenses.txt listing the bundled packages with their licences, ngy-cookie among them', async () => {
    const notice = await text('/3rdpartylicenses.txt')
    expect(notice.status).toBe(200)
    expect(notice.type).toMatch(/^text\/plain/)
    const lines = notice.body.split('\n')
    const at = lines.indexOf('ngy-cookie 1.0.4')
    expect(at).toBeGreaterThanOrEqual(0)
    expect(lines[at + 1]).toBe('MIT')
    expect(lines[at + 2]).toBe('MIT License')
    for (const bundled of [
      /^react \d/,
      /^react-dom \d/,
      /^@mui\/material \d/,
      /^react-router \d/,
      /^socket\.io-client \d/,
    ])
      expect(lines.some((line) => bundled.test(line))).toBe(true)
    expect(notice.body).not.toMatch(/^@juicy\//m)
    expect(notice.body).not.toMatch(/^(express|better-sqlite3) /m)
  })

  it('ships ngy-cookie in the scripts the start page loads', async () => {
    const index = await text('/')
    const scripts = startScripts(index.body)
    expect(scripts).toContain('/main.js')
    const bodies = await Promise.all(scripts.map(async (script) => (await text(script)).body))
    expect(bodies.some((body) => body.includes('ngy-cookie'))).toBe(true)
  })

  it('keeps ngy-cookie out of the server backup manifest /ftp/package.json.bak', async () => {
    const backup = await text('/ftp/package.json.bak%2500.md')
    expect(backup.status).toBe(200)
    expect(backup.body).toContain('epilogue-js')
    expect(backup.body).not.toContain('ngy-cookie')
  })

  it('solves Frontend Typosquatting when a feedback names the package found in the notice', async () => {
    const notice = await text('/3rdpartylicenses.txt')
    const suspect = notice.body
      .split('\n')
      .find((line) => line.startsWith('ngy-'))
      ?.split(' ')[0]
    expect(suspect).toBe('ngy-cookie')
    const { body: captcha } = await api<{ captchaId: number; answer: string }>(fixture.shop, '/rest/captcha')
    const feedback = await api(fixture.shop, '/api/Feedbacks', {
      method: 'POST',
      body: {
        captchaId: captcha.captchaId,
        captcha: captcha.answer,
        comment: `You are a typosquatting victim of this NPM package: ${suspect}`,
        rating: 3,
      },
    })
    expect(feedback.status).toBe(201)
    expect(await waitForSolved(fixture.shop, 'typosquattingAngularChallenge')).toBe(true)
  })
})
