import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import {
  billionLaughs,
  buildZip,
  fileUpload,
  pdfOfSize,
  quadraticBlowup,
  xxeForLinux,
  xxeForWindows,
  xxeOnDevRandom,
  yamlBomb,
} from '../../test-support/upload-payloads.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const DEPRECATED = 'B2B customer complaints via file upload have been deprecated for security reasons'
const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.'
const BOMB_TIMEOUT = 20_000

const upload = (fileName: string, content: string | Buffer, type?: string) =>
  t.request('/file-upload', fileUpload(fileName, content, type))

/** The error page's first line (requested as plain text, which carries the same message as the HTML page). */
async function uploadError(fileName: string, content: string | Buffer, type?: string) {
  const init = fileUpload(fileName, content, type)
  const response = await t.request('/file-upload', { ...init, headers: { Accept: 'text/plain' } })
  return { status: response.status, message: (await response.text()).split('\n')[0] ?? '' }
}

const xxe = (systemId: string) =>
  `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "${systemId}">]><foo>&xxe;</foo>`

describe('POST /file-upload (file-upload.test.ts)', () => {
  it('answers 400 when no file part is sent', async () => {
    const form = new FormData()
    form.append('comment', 'no invoice attached')
    const response = await t.request('/file-upload', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'File is not passed' })
  })

  it('accepts a PDF, a PDF between 100 and 200 kB and an .exe with 204', async () => {
    for (const [name, content] of [
      ['invoice.pdf', pdfOfSize(2_000)],
      ['invalidSizeForClient.pdf', pdfOfSize(150_480)],
      ['invalidTypeForClient.exe', 'MZ just twenty bytes'],
    ] as const) {
      const response = await upload(name, content)
      expect(response.status, name).toBe(204)
      expect(await response.text()).toBe('')
    }
  })

  it('refuses a file over 200 kB in the multipart parser with the 500 error page, quickly', async () => {
    const response = await upload('tooLarge.pdf', pdfOfSize(250_000), 'application/pdf')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('File too large')
  }, 5_000)

  it('answers an XML upload with 410 and the serialised document', async () => {
    const response = await upload(
      'order.xml',
      '<?xml version="1.0"?>\n<order id="7">\n  <line>Apple Juice</line>\n</order>',
    )
    expect(response.status).toBe(410)
    const page = await response.text()
    expect(page).toContain(
      `<title>Error: ${DEPRECATED}: &lt;?xml version=&quot;1.0&quot;?&gt;&lt;order id=&quot;7&quot;&gt;`,
    )
    expect(page).toContain('(order.xml)</title>')
  })

  it('truncates the document to 400 characters, also for an XML near the size limit', async () => {
    const lines = Array.from({ length: 5_000 }, (_, index) => `<line n="${index}">Melon Bike</line>`)
    const { status, message } = await uploadError('big.xml', `<order>${lines.join('\n')}</order>`)
    expect(status).toBe(410)
    const document = message.slice(`Error: ${DEPRECATED}: `.length, -' (big.xml)'.length)
    expect(document).toHaveLength(402)
    expect(document.endsWith('...')).toBe(true)
    expect(document).not.toContain('\n')
  })

  it('resolves external entities inside the instance tree only (Linux and Windows XXE)', async () => {
    const linux = await uploadError('xxeForLinux.xml', xxeForLinux)
    expect(linux.status).toBe(410)
    expect(linux.message).toContain('<foo>root:x:0:0:root:/root:/bin/bash')
    const windows = await uploadError('xxeForWindows.xml', xxeForWindows)
    expect(windows.status).toBe(410)
    expect(windows.message).toContain('; for 16-bit app support')
  })

  it('maps relative, /proc/self/root and drive-letter paths into the same tree, never to the host', async () => {
    const marker = 'standin:x:4242:4242:marker:/nowhere:/bin/false'
    writeFileSync(path.join(t.shop.files.root, 'etc', 'passwd'), `${marker}\n`)
    for (const systemId of [
      '../../../../../../etc/passwd',
      'file:///proc/self/root/etc/passwd',
      'file:///c:/../etc/passwd',
      'etc\\passwd',
    ]) {
      const { status, message } = await uploadError('paths.xml', xxe(systemId))
      expect(status, systemId).toBe(410)
      expect(message, systemId).toContain(`<foo>${marker}</foo>`)
    }
    for (const systemId of ['file:///etc/hostname', 'http://127.0.0.1/', 'file:///proc/self/environ']) {
      const { status, message } = await uploadError('outside.xml', xxe(systemId))
      expect(status, systemId).toBe(410)
      expect(message, systemId).toContain(`failed to load external entity "${systemId}"`)
    }
  })

  it('does not follow a symbolic link out of the instance tree', async () => {
    symlinkSync('/etc', path.join(t.shop.files.root, 'host-etc'))
    const { status, message } = await uploadError('link.xml', xxe('/host-etc/hostname'))
    expect(status).toBe(410)
    expect(message).toContain('failed to load external entity')
  })

  it('refuses the billion laughs with 410 and the amplification message', async () => {
    const { status, message } = await uploadError('billionLaughs.xml', billionLaughs)
    expect(status).toBe(410)
    expect(message).toContain('Maximum entity amplification factor exceeded')
  })

  it(
    'answers the quadratic blow-up and /dev/random with 503',
    async () => {
      for (const [name, payload] of [
        ['xxeQuadraticBlowup.xml', quadraticBlowup],
        ['xxeDevRandom.xml', xxeOnDevRandom],
      ] as const) {
        const { status, message } = await uploadError(name, payload)
        expect(status, name).toBe(503)
        expect(message, name).toBe(`Error: ${UNAVAILABLE}`)
      }
    },
    BOMB_TIMEOUT,
  )

  it('answers other XML errors with 410 and the parser message', async () => {
    const { status, message } = await uploadError('broken.xml', '<order><line></order>')
    expect(status).toBe(410)
    expect(message).toContain(`${DEPRECATED}: Opening and ending tag mismatch: line and order`)
    expect(message).toContain('(broken.xml)')
  })

  it(
    'answers YAML with 410 and its JSON, syntax errors with the message, the bomb with 503',
    async () => {
      const plain = await uploadError(
        'order.yml',
        'customer: Bender\nlines:\n  - Apple Juice\n  - Melon Bike\n',
      )
      expect(plain).toEqual({
        status: 410,
        message: `Error: ${DEPRECATED}: {"customer":"Bender","lines":["Apple Juice","Melon Bike"]} (order.yml)`,
      })
      const broken = await uploadError('order.yaml', 'lines: [unclosed\n')
      expect(broken.status).toBe(410)
      expect(broken.message).toMatch(new RegExp(`^Error: ${DEPRECATED}: .+ \\(order\\.yaml\\)$`))
      const bomb = await uploadError('yamlBomb.yml', yamlBomb)
      expect(bomb).toEqual({ status: 503, message: `Error: ${UNAVAILABLE}` })
    },
    BOMB_TIMEOUT,
  )

  it.each([
    ['an XML', 'xxeQuadraticBlowup.xml', quadraticBlowup],
    ['a YAML', 'yamlBomb.yml', yamlBomb],
  ])(
    'answers another request while %s bomb is being processed',
    async (_format, name, payload) => {
      const received = new Promise<void>((resolve) => {
        t.shop.events.subscribe('complaint.fileReceived', () => resolve())
      })
      let bombAnswered = false
      const bomb = upload(name, payload).then((response) => {
        bombAnswered = true
        return response.status
      })
      await received
      const other = await t.request('/rest/admin/application-version')
      expect(other.status).toBe(200)
      expect(bombAnswered).toBe(false)
      expect(await bomb).toBe(503)
    },
    BOMB_TIMEOUT,
  )

  describe('zip archives', () => {
    const legal = '# Legal Information h4cked by N008i3 H4X0r'

    it('extracts entries below uploads/complaints', async () => {
      const zip = buildZip([
        { name: 'invoices/', content: '' },
        { name: 'invoices/march.txt', content: 'two melon bikes' },
        { name: 'readme.txt', content: 'stored entry', stored: true },
      ])
      expect((await upload('invoices.zip', zip, 'application/zip')).status).toBe(204)
      const folder = path.join(t.shop.files.root, 'uploads', 'complaints')
      expect(readFileSync(path.join(folder, 'invoices', 'march.txt'), 'utf8')).toBe('two melon bikes')
      expect(readFileSync(path.join(folder, 'readme.txt'), 'utf8')).toBe('stored entry')
    })

    it('honours ../ in entry names: the legal information is overwritten and served', async () => {
      const zip = buildZip([{ name: '../../ftp/legal.md', content: legal }])
      expect((await upload('arbitraryFileWrite.zip', zip, 'application/zip')).status).toBe(204)
      const served = await t.request('/ftp/legal.md')
      expect(served.status).toBe(200)
      expect(await served.text()).toBe(legal)
    })

    it('can rewrite the promotion subtitles (Video XSS)', async () => {
      const payload = '</script><script>alert(`xss`)</script>'
      const zip = buildZip([
        { name: '../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt', content: payload },
      ])
      expect((await upload('videoExploit.zip', zip, 'application/zip')).status).toBe(204)
      expect(await (await t.request('/promotion')).text()).toContain(payload)
    })

    it('skips entries that resolve outside the instance tree, also through a look-alike folder name', async () => {
      const root = t.shop.files.root
      const sibling = `${path.basename(root)}-evil`
      const zip = buildZip([
        { name: '../../../escaped.txt', content: 'outside' },
        { name: `../../../${sibling}/escaped.txt`, content: 'outside' },
        { name: '/tmp/absolute-escape.txt', content: 'outside' },
        { name: 'kept.txt', content: 'inside' },
      ])
      expect((await upload('escape.zip', zip)).status).toBe(204)
      expect(existsSync(path.join(path.dirname(root), 'escaped.txt'))).toBe(false)
      expect(existsSync(path.join(path.dirname(root), sibling))).toBe(false)
      expect(existsSync('/tmp/absolute-escape.txt')).toBe(false)
      expect(existsSync(path.join(root, 'uploads', 'complaints', 'kept.txt'))).toBe(true)
    })

    it('does not write through a symbolic link that leaves the tree', async () => {
      const outside = path.join(path.dirname(t.shop.files.root), `${path.basename(t.shop.files.root)}-target`)
      mkdirSync(outside, { recursive: true })
      mkdirSync(path.join(t.shop.files.root, 'uploads'), { recursive: true })
      symlinkSync(outside, path.join(t.shop.files.root, 'uploads', 'linked'))
      const zip = buildZip([{ name: '../linked/planted.txt', content: 'outside' }])
      expect((await upload('link.zip', zip)).status).toBe(204)
      expect(existsSync(path.join(outside, 'planted.txt'))).toBe(false)
    })

    it('answers 500 for a password-protected or broken archive and writes nothing', async () => {
      const encrypted = buildZip([
        { name: 'first.txt', content: 'plain' },
        { name: 'secret.txt', content: 'hidden', encrypted: true },
      ])
      const protectedAnswer = await uploadError('protected.zip', encrypted)
      expect(protectedAnswer.status).toBe(500)
      expect(protectedAnswer.message).toContain('Encrypted zip entries are not supported')
      expect(existsSync(path.join(t.shop.files.root, 'uploads', 'complaints', 'first.txt'))).toBe(false)
      const broken = await uploadError('broken.zip', 'PK this is no archive at all')
      expect(broken.status).toBe(500)
    })

    it('stops a zip bomb at 10 MB with a clear 500, quickly', async () => {
      const zip = buildZip([{ name: 'bomb.bin', content: Buffer.alloc(30 * 1024 * 1024) }])
      expect(zip.length).toBeLessThan(200_000)
      const { status, message } = await uploadError('bomb.zip', zip)
      expect(status).toBe(500)
      expect(message).toContain('Zip archive expands beyond the limit of 10485760 bytes')
    }, 5_000)
  })

  it('counts successful and failed uploads for /metrics by declared type', async () => {
    await upload('invoice.pdf', pdfOfSize(1_000), 'application/pdf')
    await upload('order.xml', '<order/>', 'application/xml')
    const metrics = await (
      await t.request('/metrics', { headers: { 'User-Agent': 'Prometheus/2.45.0' } })
    ).text()
    expect(metrics).toMatch(/^file_uploads_count\{file_type="application\/pdf",app="juiceshop"\} 1$/m)
    expect(metrics).toMatch(/^file_upload_errors\{file_type="application\/xml",app="juiceshop"\} 1$/m)
  })
})

describe('POST /file-upload in safety mode', () => {
  beforeEach(async () => {
    await t.close()
    t = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
  })

  it('accepts zips without extracting them', async () => {
    const zip = buildZip([{ name: '../../ftp/legal.md', content: 'overwritten' }])
    expect((await upload('arbitraryFileWrite.zip', zip)).status).toBe(204)
    expect(await (await t.request('/ftp/legal.md')).text()).toContain('# Legal Information')
    expect(existsSync(path.join(t.shop.files.root, 'uploads', 'complaints'))).toBe(false)
  })

  it(
    'leaves external entities unresolved and bounds YAML aliases',
    async () => {
      const xml = await uploadError('xxeForLinux.xml', xxeForLinux)
      expect(xml.status).toBe(410)
      expect(xml.message).toContain('<foo>&xxe;</foo>')
      expect(xml.message).not.toContain('root:x:0:0')
      const devices = await uploadError('xxeDevRandom.xml', xxeOnDevRandom)
      expect(devices.status).toBe(410)
      const yaml = await uploadError('yamlBomb.yml', yamlBomb)
      expect(yaml.status).toBe(410)
      expect(yaml.message).toContain('Excessive alias count')
    },
    BOMB_TIMEOUT,
  )
})
