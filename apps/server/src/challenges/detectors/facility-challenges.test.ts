import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { logDay } from '../../modules/files/access-log.js'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

describe('directoryListingChallenge', () => {
  it('is solved by downloading the confidential memo found in the /ftp listing', async () => {
    expect(await (await t.request('/ftp')).text()).toContain('acquisitions.md')
    const response = await t.request('/ftp/acquisitions.md')
    expect(response.status).toBe(200)
    expect(await solved('directoryListingChallenge')).toBe(true)
  })

  it('is not solved by the listing or the legal information alone', async () => {
    await t.request('/ftp')
    await t.request('/ftp/legal.md')
    expect(await solved('directoryListingChallenge')).toBe(false)
  })
})

describe.each([
  ['forgottenDevBackupChallenge', 'package.json.bak', '%2500.md'],
  ['forgottenBackupChallenge', 'coupons_2013.md.bak', '%2500.md'],
  ['easterEggLevelOneChallenge', 'eastere.gg', '%2500.md'],
  ['misplacedSignatureFileChallenge', 'suspicious_errors.yml', '%2500.pdf'],
])('%s', (key, file, suffix) => {
  it(`is solved by GET /ftp/${file}${suffix}, which also solves Poison Null Byte`, async () => {
    const response = await t.request(`/ftp/${file}${suffix}`)
    expect(response.status).toBe(200)
    expect(await solved(key)).toBe(true)
    expect(await solved('nullByteChallenge')).toBe(true)
  })

  it(`is not solved by the refused direct request for ${file}`, async () => {
    expect((await t.request(`/ftp/${file}`)).status).toBe(403)
    expect(await solved(key)).toBe(false)
    expect(await solved('nullByteChallenge')).toBe(false)
  })
})

describe('nullByteChallenge', () => {
  it('is solved by downloading encrypt.pyc through the null byte', async () => {
    const response = await t.request('/ftp/encrypt.pyc%2500.md')
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([3, 0xf3, 13, 10]))
    expect(await solved('nullByteChallenge')).toBe(true)
  })

  it('is not solved by a single-encoded (real) NUL byte or by allowed files', async () => {
    expect((await t.request('/ftp/encrypt.pyc%00.md')).status).toBe(404)
    await t.request('/ftp/acquisitions.md')
    await t.request('/ftp/incident-support.kdbx')
    expect(await solved('nullByteChallenge')).toBe(false)
  })
})

describe('accessLogDisclosureChallenge', () => {
  it("is solved by downloading today's access log found in /support/logs", async () => {
    const file = `access.log.${logDay(new Date())}`
    expect(await (await t.request('/support/logs')).text()).toContain(file)
    const response = await t.request(`/support/logs/${file}`)
    expect(response.status).toBe(200)
    expect(await solved('accessLogDisclosureChallenge')).toBe(true)
  })

  it('is not solved by the listing or other files of the folder', async () => {
    await t.request('/support/logs')
    await t.request('/support/logs/audit.json')
    expect(await solved('accessLogDisclosureChallenge')).toBe(false)
  })
})

describe('exposedMetricsChallenge', () => {
  it('is solved by opening /metrics in a browser', async () => {
    await t.request('/metrics', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; browser)' } })
    expect(await solved('exposedMetricsChallenge')).toBe(true)
  })

  it('is not solved by a configured scraper', async () => {
    await t.request('/metrics', { headers: { 'User-Agent': 'Prometheus/2.45.0' } })
    await t.request('/metrics', { headers: { 'User-Agent': 'Grafana Alloy/1.0' } })
    expect(await solved('exposedMetricsChallenge')).toBe(false)
  })
})

describe('securityPolicyChallenge', () => {
  it('is solved by reading /.well-known/security.txt', async () => {
    expect((await t.request('/.well-known/security.txt')).status).toBe(200)
    expect(await solved('securityPolicyChallenge')).toBe(true)
  })

  it('is solved by reading /security.txt too', async () => {
    await t.request('/security.txt')
    expect(await solved('securityPolicyChallenge')).toBe(true)
  })

  it('is not solved by robots.txt or the CSAF metadata', async () => {
    await t.request('/robots.txt')
    await t.request('/.well-known/csaf/provider-metadata.json')
    expect(await solved('securityPolicyChallenge')).toBe(false)
  })
})

const feedback = (comment: string) => postFeedback(t, { comment, rating: 3 })

describe('csafChallenge', () => {
  it('is solved by quoting the advisory checksum in a feedback', async () => {
    const sha = await (
      await t.request('/.well-known/csaf/2017/juice-shop-sa-20200513-express-jwt.json.sha512')
    ).text()
    const hash = sha.split(' ')[0] ?? ''
    expect(hash).toBe(t.shop.config.challenges.csafHashValue)
    expect((await feedback(`The advisory checksum is ${hash.toUpperCase()}`)).status).toBe(201)
    await t.request('/rest/products/search?q=')
    expect(await solved('csafChallenge')).toBe(true)
  })

  it('is not solved by feedback quoting another advisory', async () => {
    await feedback('c4eedb2d5ac0b0c11666d87247e1011de4fa5db7e741a4c090374a039e1ce31210d08e63b2')
    await t.request('/rest/products/search?q=')
    expect(await solved('csafChallenge')).toBe(false)
  })
})

const easterEggPath = '/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg'
const paywallPath =
  '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us'

describe('easterEggLevelTwoChallenge', () => {
  it('is solved by opening the path decoded from the first easter egg', async () => {
    const egg = await (await t.request('/ftp/eastere.gg%2500.md')).text()
    const encoded = /^[A-Za-z0-9+/]{40,}={0,2}$/m.exec(egg)?.[0] ?? ''
    const rot13 = (text: string) =>
      text.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97))
    const hidden = rot13(Buffer.from(encoded, 'base64').toString('utf8'))
    expect(hidden).toBe(easterEggPath)
    expect((await t.request(hidden)).status).toBe(200)
    expect(await solved('easterEggLevelTwoChallenge')).toBe(true)
  })

  it('is not solved by the still encoded path', async () => {
    await t.request('/gur/qrif/ner/fb/shaal/gurl/uvq/na/rnfgre/rtt/jvguva/gur/rnfgre/rtt')
    await t.request('/assets/private/threejs-demo.html')
    expect(await solved('easterEggLevelTwoChallenge')).toBe(false)
  })
})

describe('premiumPaywallChallenge', () => {
  it('is solved by opening the path decrypted with the key from /encryptionkeys', async () => {
    const { createDecipheriv } = await import('node:crypto')
    const keyFile = await (await t.request('/encryptionkeys/premium.key')).text()
    const [iv = '', key = ''] = keyFile.trim().split('.')
    const cipher =
      'IvLuRfBJYlmStf9XfL6ckJFngyd9LfV1JaaN/KRTPQPidTuJ7FR+D/nkWJUF+0xUF07CeCeqYfxq+OJVVa0gNbqgYkUNvn//UbE7e95C+6e+7GtdpqJ8mqm4WcPvUGIUxmGLTTAC2+G9UuFCD1DUjg=='
    const pad = (hex: string, bytes: number) =>
      Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(bytes)]).subarray(0, bytes)
    const decipher = createDecipheriv('aes-256-cbc', pad(key, 32), pad(iv, 16))
    const path = Buffer.concat([decipher.update(cipher, 'base64'), decipher.final()])
      .toString('utf8')
      .trim()
    expect(path).toBe(paywallPath)
    const response = await t.request(path)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(await solved('premiumPaywallChallenge')).toBe(true)
  })

  it('is not solved by downloading the key alone', async () => {
    await t.request('/encryptionkeys/premium.key')
    await t.request('/encryptionkeys')
    expect(await solved('premiumPaywallChallenge')).toBe(false)
  })
})
