import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { logDay } from './access-log.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

/** GET with the path sent exactly as written: fetch would normalise `..` and `%2e%2e` before sending. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.url}${path}`, { path, headers: t.extraHeaders }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

const get = async (path: string) => {
  const response = await t.request(path)
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() }
}

describe('GET /ftp (ftp-folder.test.ts)', () => {
  it('lists the folder with relative links', async () => {
    const { status, body } = await get('/ftp')
    expect(status).toBe(200)
    expect(body).toContain('<title>listing directory /ftp</title>')
    expect(body).toContain('href="ftp/acquisitions.md"')
    expect(body).toContain('href="ftp/quarantine/"')
    expect(body).not.toContain('href="/')
  })

  it('lists the quarantine folder', async () => {
    const { body } = await get('/ftp/quarantine/')
    expect(body).toContain('<title>listing directory /ftp/quarantine</title>')
    expect(body).toContain('href="juicy_malware_macos_64.url"')
  })

  it.each(['/ftp/doesnotexist.md', '/ftp/doesnotexist.pdf'])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404)
  })

  it.each([
    '/ftp/doesnotexist.exe',
    '/ftp/eastere.gg',
    '/ftp/coupons_2013.md.bak',
    '/ftp/package.json.bak',
    '/ftp/suspicious_errors.yml',
    '/ftp///eastere.gg',
    '/ftp/eastere.gg?.md',
  ])('refuses %s with 403', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(403)
    expect(body).toContain('Only .md and .pdf files are allowed!')
  })

  it('serves the allowed files', async () => {
    expect((await get('/ftp/acquisitions.md')).body).toContain('# Planned Acquisitions')
    expect((await get('/ftp/incident-support.kdbx')).status).toBe(200)
    expect((await get('/ftp/legal.md')).body).toContain('# Legal Information')
  })

  it.each([
    ['eastere.gg%2500.md', 'Congratulations, you found the easter egg!'],
    ['suspicious_errors.yml%2500.md', 'Suspicious error messages specific to the application'],
    ['coupons_2013.md.bak%2500.pdf', 'n<MibgC7sn'],
    ['package.json.bak%2500.md', '"epilogue-js": "~0.7",'],
  ])('serves /ftp/%s through the poison null byte', async (file, content) => {
    const { status, body } = await get(`/ftp/${file}`)
    expect(status).toBe(200)
    expect(body).toContain(content)
  })

  it('refuses names with an encoded slash', async () => {
    const { status, body } = await get('/ftp/%2fetc%2fos-release%2500.md')
    expect(status).toBe(403)
    expect(body).toContain('Error: File names cannot contain forward slashes!')
  })

  it.each([
    'juicy_malware_linux_amd_64.url',
    'juicy_malware_linux_arm_64.url',
    'juicy_malware_macos_64.url',
    'juicy_malware_windows_64.exe.url',
  ])('serves quarantine/%s', async (file) => {
    const { status, body } = await get(`/ftp/quarantine/${file}`)
    expect(status).toBe(200)
    expect(body).toContain('[InternetShortcut]')
  })
})

describe('traversal attempts stay inside the instance tree', () => {
  it.each([
    '/ftp/..%2f..%2fetc%2fpasswd%2500.md',
    '/ftp/%2e%2e%2f%2e%2e%2fpackage.json%2500.md',
    '/ftp/quarantine/..%2f..%2f..%2fetc%2fpasswd',
    '/encryptionkeys/..%2fftp%2flegal.md',
    '/support/logs/%2fproc%2fself%2froot%2fetc%2fpasswd',
  ])('refuses %s', async (path) => {
    const { status, body } = await rawGet(path)
    expect(status).toBe(403)
    expect(body).not.toContain('root:')
  })

  it.each([
    '/ftp/../../../../etc/passwd',
    '/ftp/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/.well-known/../../../../etc/passwd',
    '/.well-known/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/encryptionkeys/%2e%2e',
    '/ftp/quarantine/%2e%2e',
    '/support/logs/%2e%2e',
    '/public/images/%2e%2e%2f%2e%2e%2fftp/eastere.gg',
  ])('never leaves the folders with %s', async (path) => {
    const { body } = await rawGet(path)
    expect(body).not.toContain('root:')
    expect(body).not.toContain('Congratulations')
  })

  it('answers the encoded traversal below /public with the client page', async () => {
    const { status, body } = await rawGet('/public/images/%2e%2e%2f%2e%2e%2fftp/eastere.gg')
    expect(status).toBe(200)
    expect(body).toContain('<meta name="description"')
  })
})

describe('file-serving.test.ts behaviours', () => {
  it('serves security.txt on both paths, robots.txt and the CSAF files', async () => {
    for (const path of [
      '/security.txt',
      '/.well-known/security.txt',
      '/robots.txt',
      '/.well-known/csaf/provider-metadata.json',
      '/.well-known/csaf/index.txt',
      '/.well-known/csaf/changes.csv',
    ]) {
      expect((await get(path)).status, path).toBe(200)
    }
    const advisory = await get('/.well-known/csaf/2017/juice-shop-sa-20200513-express-jwt.json')
    expect(advisory.body).toContain('juice-shop-sa-20200513-express-jwt')
    expect(advisory.body).toContain('We will soon release a patch')
  })

  it('generates security.txt from configuration', async () => {
    const { type, body } = await get('/security.txt')
    expect(type).toContain('text/plain')
    const lines = body.split('\n')
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'Contact',
      'Encryption',
      'Acknowledgements',
      'Preferred-languages',
      'Hiring',
      'Csaf',
      'Expires',
    ])
    expect(lines[5]).toBe('Csaf: http://localhost:3000/.well-known/csaf/provider-metadata.json')
    expect(new Date(lines[6]?.slice('Expires: '.length) ?? '').getTime()).toBeGreaterThan(Date.now())
  })

  it('lists /.well-known and rewrites the CSAF provider URLs to the configured base URL', async () => {
    expect((await get('/.well-known')).body).toContain('<title>listing directory /.well-known</title>')
    const metadata = JSON.parse((await get('/.well-known/csaf/provider-metadata.json')).body) as {
      canonical_url: string
    }
    expect(metadata.canonical_url).toBe('http://localhost:3000/.well-known/csaf/provider-metadata.json')
  })

  it('lists and serves the encryption keys', async () => {
    expect((await get('/encryptionkeys')).body).toContain('<title>listing directory /encryptionkeys</title>')
    expect((await get('/encryptionkeys/doesnotexist.md')).status).toBe(404)
    expect((await get('/encryptionkeys/premium.key')).body).toBe(
      '1337133713371337.EA99A61D92D2955B1E9285B55BF2AD42\n',
    )
    const refused = await get('/encryptionkeys/%2fetc%2fos-release%2500.md')
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('Error: File names cannot contain forward slashes!')
  })

  it('serves the hidden pages', async () => {
    const egg = await get('/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg')
    expect(egg.body).toContain('<title>Welcome to Planet Orangeuze</title>')
    const paywall = await t.request(
      '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us',
    )
    expect(paywall.headers.get('content-type')).toBe('image/jpeg')
    const proof = await get('/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility')
    expect(proof.status).toBe(404)
  })
})

describe('GET /support/logs (logfile-server.test.ts)', () => {
  it("serves today's access log as a download", async () => {
    const { status, type } = await get(`/support/logs/access.log.${logDay(new Date())}`)
    expect(status).toBe(200)
    expect(type).toBe('application/octet-stream')
  })

  it('refuses names with an encoded slash', async () => {
    const { status, body } = await get('/support/logs/%2fetc%2fpasswd')
    expect(status).toBe(403)
    expect(body).toContain('Error: File names cannot contain forward slashes!')
  })

  it('logs API requests in combined format but not static files', async () => {
    await t.request('/rest/admin/application-version?marker=logged', {
      headers: { 'User-Agent': 'probe "1"' },
    })
    await t.request('/ftp/legal.md?marker=unlogged')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const log = (await get(`/support/logs/access.log.${logDay(new Date())}`)).body
    expect(log).toMatch(
      /^\S+ - - \[\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000\] "GET \/rest\/admin\/application-version\?marker=logged HTTP\/1\.1" 200 \d+ "-" "probe \\"1\\""$/m,
    )
    expect(log).not.toContain('marker=unlogged')
  })
})
