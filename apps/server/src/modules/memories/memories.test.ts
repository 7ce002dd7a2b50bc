import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../platform/paths.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { memoryFileName } from './memory-file-name.js'

let t: TestShop
let jimToken: string
beforeAll(async () => {
  t = await startTestShop()
  jimToken = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

const images = path.join(paths.staticDir, 'assets', 'public', 'images')
const jpg = readFileSync(path.join(images, 'carousel', '1.jpg'))
const png = readFileSync(path.join(images, 'padding', '1px.png'))
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')])

interface Part {
  content: Buffer
  name: string
  type: string
}

function postMemory(image: Part | undefined, fields: Record<string, string>, token?: string) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (image) body.set('image', new Blob([new Uint8Array(image.content)], { type: image.type }), image.name)
  return t.request('/rest/memories', { method: 'POST', body, headers: token ? bearer(token) : {} })
}

interface Memory {
  id: number
  caption: string
  imagePath: string
  UserId: number
  createdAt: string
  updatedAt: string
  User?: Json | null
}

describe('GET /rest/memories', () => {
  it('answers every memory with its uploader, with and without a token', async () => {
    for (const headers of [{}, bearer(jimToken)]) {
      const response = await t.request('/rest/memories', { headers })
      expect(response.status).toBe(200)
      const body = await readJson<{ status: string; data: Memory[] }>(response)
      expect(body.status).toBe('success')
      expect(body.data.length).toBeGreaterThanOrEqual(10)
      const hiking = body.data.find((memory) => memory.imagePath.endsWith('favorite-hiking-place.png'))
      expect(hiking?.caption).toBe('I love going hiking here...')
      expect(hiking?.User).toMatchObject({ id: hiking?.UserId, email: 'john@juice-sh.op' })
      expect(hiking?.User?.password).toMatch(/^[0-9a-f]{32}$/)
    }
  })
})

describe('POST /rest/memories', () => {
  it('refuses anonymous uploads with 401', async () => {
    const response = await postMemory({ content: jpg, name: 'a.jpg', type: 'image/jpeg' }, { caption: 'x' })
    expect(response.status).toBe(401)
  })

  it('refuses other declared types with the 500 page Invalid mime type', async () => {
    const part = { content: docx, name: 'letter.docx', type: 'application/msword' }
    const response = await postMemory(part, { caption: 'x' }, jimToken)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Invalid mime type')
  })

  it('refuses content that is neither PNG nor JPEG even when declared as an image', async () => {
    const part = { content: Buffer.from('<script>alert(1)</script>'), name: 'evil.png', type: 'image/png' }
    const response = await postMemory(part, { caption: 'x' }, jimToken)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Invalid mime type')
  })

  it('answers 400 when no file is passed, also with other fields', async () => {
    const fieldSets: Record<string, string>[] = [{}, { caption: 'no picture' }]
    for (const fields of fieldSets) {
      const response = await postMemory(undefined, fields, jimToken)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'File is not passed' })
    }
  })

  it('stores a valid JPG for jim, serves it and lists it on the wall', async () => {
    const before = Date.now()
    const response = await postMemory(
      { content: jpg, name: 'Valid Image', type: 'image/jpeg' },
      { caption: 'Valid Image' },
      jimToken,
    )
    expect(response.status).toBe(200)
    const { status, data } = await readJson<{ status: string; data: Memory }>(response)
    expect(status).toBe('success')
    expect(data).toMatchObject({ caption: 'Valid Image', UserId: 2 })
    expect(Object.keys(data)).toEqual(['id', 'caption', 'imagePath', 'UserId', 'createdAt', 'updatedAt'])
    const match = /^assets\/public\/images\/uploads\/valid-image-(\d+)\.jpg$/.exec(data.imagePath)
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before)

    const served = await t.request(`/${data.imagePath}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(jpg)

    const wall = await readJson<{ data: Memory[] }>(await t.request('/rest/memories'))
    expect(wall.data.at(-1)).toMatchObject({ id: data.id, caption: 'Valid Image', User: { id: 2 } })
  })

  it('counts successful and refused uploads in the metrics', async () => {
    await postMemory({ content: png, name: 'dot.png', type: 'image/png' }, { caption: 'dot' }, jimToken)
    const metrics = await (await t.request('/metrics')).text()
    expect(metrics).toMatch(/file_uploads_count\{[^}]*file_type="png"[^}]*\} [1-9]/)
    expect(metrics).toMatch(/file_upload_errors\{[^}]*file_type="application\/msword"[^}]*\} [1-9]/)
  })

  it('answers malformed multipart with a 500 page and keeps running', async () => {
    const response = await t.request('/rest/memories', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ', ...bearer(jimToken) },
      body: '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nBroken header line\r\n\r\nxx\r\n--XYZ--\r\n',
    })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Malformed part header')
    expect((await t.request('/rest/memories')).status).toBe(200)
  })

  it('refuses images above 200 kB with the error page', async () => {
    const big = Buffer.concat([png, Buffer.alloc(200_001)])
    const response = await postMemory({ content: big, name: 'big.png', type: 'image/png' }, {}, jimToken)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('File too large')
  })

  it('puts a posted memory into the data export', async () => {
    const token = await t.login('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!')
    const posted = await postMemory(
      { content: png, name: 'My Export.png', type: 'image/png' },
      { caption: 'for the export' },
      token,
    )
    const { data } = await readJson<{ data: Memory }>(posted)
    const exported = await t.request(
      '/rest/user/data-export',
      sendJson('POST', { format: '1' }, bearer(token)),
    )
    const userData = JSON.parse((await readJson<{ userData: string }>(exported)).userData) as {
      memories: { imageUrl: string; caption: string }[]
    }
    expect(userData.memories).toContainEqual({
      imageUrl: `${t.url}/${data.imagePath}`,
      caption: 'for the export',
    })
    expect(data.imagePath).toMatch(/\/my-export\.png-\d+\.png$/)
  })
})

describe('memoryFileName', () => {
  it('keeps the sanitised, lower-cased original name and appends the time and extension', () => {
    expect(memoryFileName('Valid Image', 'jpg', 42)).toBe('valid-image-42.jpg')
    expect(memoryFileName('Holiday At The Sea.JPG', 'jpg', 7)).toBe('holiday-at-the-sea.jpg-7.jpg')
  })

  it('drops folder parts, unsafe characters and leading dots', () => {
    expect(memoryFileName('../../../etc/passwd', 'png', 1)).toBe('passwd-1.png')
    expect(memoryFileName('C:\\Users\\x\\..\\Cat #1 <b>?.png', 'png', 1)).toBe('cat-1-b.png-1.png')
    expect(memoryFileName('..', 'png', 1)).toBe('memory-1.png')
    expect(memoryFileName('.hidden', 'png', 1)).toBe('hidden-1.png')
    expect(memoryFileName('a\u0000b%2e.png', 'png', 1)).toBe('ab2e.png-1.png')
  })

  it('never produces a name that leaves the uploads folder', () => {
    for (const original of ['/x/../../y', '..\\..\\z', '../', 'a/..', '\u0000/'])
      expect(path.basename(memoryFileName(original, 'png', 1))).toBe(memoryFileName(original, 'png', 1))
  })
})
