import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const subtitleFile = (): string => path.join(t.shop.files.videos, 'owasp_promo.vtt')

describe('GET /promotion', () => {
  it('shows the video with its subtitles inlined', async () => {
    const response = await t.request('/promotion')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<source src="./video" type="video/mp4">')
    expect(page).toContain('<script id="subtitle" type="text/vtt" data-label="English" data-lang="en">WEBVTT')
  })
})

describe('GET /video', () => {
  it('streams the whole video, or the requested byte range', async () => {
    const whole = await t.request('/video')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    const size = (await whole.arrayBuffer()).byteLength
    expect(whole.headers.get('content-length')).toBe(String(size))
    const part = await t.request('/video', { headers: { Range: 'bytes=4-11' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${size}`)
    expect(part.headers.get('content-location')).toBe('/assets/public/videos/owasp_promo.mp4')
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom')
  })

  it('is also served as the static file its Content-Location names', async () => {
    const file = await t.request('/assets/public/videos/owasp_promo.mp4')
    expect(file.status).toBe(200)
    expect((await file.arrayBuffer()).byteLength).toBe(
      Number((await t.request('/video')).headers.get('content-length')),
    )
  })
})

describe('videoXssChallenge', () => {
  it('is solved by subtitles that close the script element and open another', async () => {
    writeFileSync(subtitleFile(), '</script><script>alert(`xss`)</script>')
    const page = await (await t.request('/promotion')).text()
    expect(page).toContain('</script><script>alert(`xss`)</script>')
    expect((await t.challenge('videoXssChallenge')).solved).toBe(true)
  })

  it('is not solved by the shipped subtitles', async () => {
    await t.request('/promotion')
    expect((await t.challenge('videoXssChallenge')).solved).toBe(false)
  })
})
