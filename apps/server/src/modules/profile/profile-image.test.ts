import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../platform/paths.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let token: string
beforeAll(async () => {
  t = await startTestShop()
  token = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

const png = readFileSync(path.join(paths.staticDir, 'assets', 'public', 'images', 'padding', '1px.png'))

function upload(content: Buffer | string, name: string, withCookie = true): Promise<Response> {
  const body = new FormData()
  body.set('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name)
  const headers: Record<string, string> = withCookie ? { Cookie: `token=${token}` } : {}
  return t.request('/profile/image/file', { method: 'POST', redirect: 'manual', headers, body })
}

const storedImage = (): string =>
  (t.shop.db.prepare('SELECT profileImage FROM Users WHERE id = 2').get() as { profileImage: string })
    .profileImage

describe('POST /profile/image/file', () => {
  it('stores an image recognised by its content as <userId>.<ext>', async () => {
    const response = await upload(png, 'holiday.jpg')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/profile')
    expect(readFileSync(path.join(t.shop.files.uploads, '2.png'))).toEqual(png)
    expect(storedImage()).toBe('/assets/public/images/uploads/2.png')
  })

  it('refuses recognised files that are no images with 415', async () => {
    const response = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), 'letter.docx')
    expect(response.status).toBe(415)
    const page = await response.text()
    expect(page).toContain('OWASP Juice Shop (Express')
    expect(page).toContain('Error: Profile image upload does not accept this file type')
  })

  it('refuses content of no recognisable type, and SVGs with scripts', async () => {
    const text = await upload('just some words', 'random.bin')
    expect(text.status).toBe(500)
    expect(await text.text()).toContain('Error: Illegal file type')
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'x.svg')
    expect(svg.status).toBe(415)
    expect(existsSync(path.join(t.shop.files.uploads, '2.svg'))).toBe(false)
  })

  it('refuses anonymous uploads after the type check, and requests without a file', async () => {
    const anonymous = await upload(png, 'a.png', false)
    expect(anonymous.status).toBe(500)
    expect(await anonymous.text()).toContain('Error: Blocked illegal activity')
    const empty = await t.request('/profile/image/file', { method: 'POST', body: new FormData() })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ error: 'File is not passed' })
  })
})

describe('POST /profile/image/url', () => {
  const link = (imageUrl: string) =>
    t.request('/profile/image/url', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `token=${token}` },
      body: new URLSearchParams({ imageUrl }).toString(),
    })

  it('stores the URL itself when the fetch is refused or fails', async () => {
    for (const imageUrl of [
      'https://cataas.com/cat',
      'http://169.254.169.254/latest/meta-data/',
      'nonsense',
    ]) {
      const response = await link(imageUrl)
      expect(response.status).toBe(302)
      expect(storedImage()).toBe(imageUrl)
    }
  })

  it('stores answers of the shop itself, with jpg for unknown suffixes', async () => {
    await link(`${t.url}/assets/public/images/padding/11px.png?x=.bmp`)
    expect(existsSync(path.join(t.shop.files.uploads, '2.jpg'))).toBe(true)
    expect(storedImage()).toBe('/assets/public/images/uploads/2.jpg')
    await link(`${t.url}/ftp/missing.md`)
    expect(storedImage()).toBe(`${t.url}/ftp/missing.md`)
  })

  it('refuses a session whose claims name no stored user with the blocked page, changing nothing', async () => {
    const jim = t.shop.sessions.get(token)!.data
    for (const [name, id] of [
      ['fraction', 2.5],
      ['object', { $gt: 0 }],
      ['huge', 2 ** 70],
      ['gone', 99_999],
    ] as const) {
      const oddToken = `odd-claims-${name}`
      t.shop.sessions.put(oddToken, { data: { ...jim, id: id as number } })
      for (const [pathname, body] of [
        ['/profile/image/url', new URLSearchParams({ imageUrl: 'https://example.org/x.png' })],
        ['/profile/image/file', formWithPng()],
      ] as const) {
        const response = await t.request(pathname, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: `token=${oddToken}` },
          body,
        })
        expect(response.status, `${name} ${pathname}`).toBe(500)
        expect(await response.text()).toContain('Error: Blocked illegal activity')
      }
    }
  })
})

function formWithPng(): FormData {
  const body = new FormData()
  body.set('file', new Blob([new Uint8Array(png)]), 'a.png')
  return body
}
