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

const BOMB_TIMEOUT = 20_000

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

const upload = async (fileName: string, content: string | Buffer, type?: string): Promise<number> => {
  const response = await t.request('/file-upload', fileUpload(fileName, content, type))
  await response.arrayBuffer()
  return response.status
}

describe('uploadSizeChallenge', () => {
  it('is solved by a file larger than 100 000 bytes that the server still accepts', async () => {
    expect(await upload('invalidSizeForClient.pdf', pdfOfSize(150_480), 'application/pdf')).toBe(204)
    expect(await solved('uploadSizeChallenge')).toBe(true)
    expect(await solved('uploadTypeChallenge')).toBe(false)
  })

  it('is not solved by a normal PDF, by exactly 100 000 bytes, or by a file the parser refuses', async () => {
    expect(await upload('invoice.pdf', pdfOfSize(20_000), 'application/pdf')).toBe(204)
    expect(await upload('edge.pdf', pdfOfSize(100_000), 'application/pdf')).toBe(204)
    expect(await upload('tooLarge.pdf', pdfOfSize(200_001), 'application/pdf')).toBe(500)
    expect(await solved('uploadSizeChallenge')).toBe(false)
  })
})

describe('uploadTypeChallenge', () => {
  it('is solved by a file type the client does not offer', async () => {
    expect(await upload('invalidTypeForClient.exe', 'MZ only twenty bytes')).toBe(204)
    expect(await solved('uploadTypeChallenge')).toBe(true)
  })

  it('is solved by a name without any dot too', async () => {
    expect(await upload('invoice', 'no extension at all')).toBe(204)
    expect(await solved('uploadTypeChallenge')).toBe(true)
  })

  it('is not solved by the offered types, whatever their case', async () => {
    expect(await upload('invoice.PDF', pdfOfSize(500), 'application/pdf')).toBe(204)
    expect(await upload('archive.Zip', buildZip([{ name: 'note.txt', content: 'hi' }]))).toBe(204)
    expect(await upload('order.xml', '<order/>')).toBe(410)
    expect(await solved('uploadTypeChallenge')).toBe(false)
    expect(await solved('uploadSizeChallenge')).toBe(false)
  })
})

describe('deprecatedInterfaceChallenge', () => {
  it('is solved by an XML upload', async () => {
    expect(await upload('order.xml', '<?xml version="1.0"?><order/>')).toBe(410)
    expect(await solved('deprecatedInterfaceChallenge')).toBe(true)
  })

  it.each(['order.yml', 'order.YAML'])('is solved by a YAML upload named %s', async (name) => {
    expect(await upload(name, 'order: 1')).toBe(410)
    expect(await solved('deprecatedInterfaceChallenge')).toBe(true)
  })

  it('is not solved by a PDF or a file merely containing xml in its name', async () => {
    expect(await upload('invoice.pdf', pdfOfSize(500))).toBe(204)
    expect(await upload('xml-invoice.pdf', '<order/>')).toBe(204)
    expect(await solved('deprecatedInterfaceChallenge')).toBe(false)
  })
})

describe('xxeFileDisclosureChallenge', () => {
  it('is solved by reading /etc/passwd through an external entity', async () => {
    expect(await upload('xxeForLinux.xml', xxeForLinux)).toBe(410)
    expect(await solved('xxeFileDisclosureChallenge')).toBe(true)
  })

  it('is solved by reading C:/Windows/system.ini through an external entity', async () => {
    expect(await upload('xxeForWindows.xml', xxeForWindows)).toBe(410)
    expect(await solved('xxeFileDisclosureChallenge')).toBe(true)
  })

  it('is not solved by an ordinary XML, an internal entity, or an entity on a missing file', async () => {
    expect(await upload('order.xml', '<order><customer>Bender</customer></order>')).toBe(410)
    const internal = '<!DOCTYPE foo [<!ENTITY who "Jim">]><foo>&who;</foo>'
    expect(await upload('internal.xml', internal)).toBe(410)
    const missing = '<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/shadow">]><foo>&xxe;</foo>'
    expect(await upload('missing.xml', missing)).toBe(410)
    expect(await solved('xxeFileDisclosureChallenge')).toBe(false)
  })
})

describe('xxeDosChallenge', () => {
  it(
    'is solved by the quadratic blow-up',
    async () => {
      expect(await upload('xxeQuadraticBlowup.xml', quadraticBlowup)).toBe(503)
      expect(await solved('xxeDosChallenge')).toBe(true)
    },
    BOMB_TIMEOUT,
  )

  it('is solved by an external entity on /dev/random', async () => {
    expect(await upload('xxeDevRandom.xml', xxeOnDevRandom)).toBe(503)
    expect(await solved('xxeDosChallenge')).toBe(true)
  })

  it('is not solved by the billion laughs (refused early) or by a large plain XML within the limit', async () => {
    expect(await upload('billionLaughs.xml', billionLaughs)).toBe(410)
    const lines = Array.from({ length: 5_000 }, (_, index) => `<line n="${index}">Melon Bike</line>`)
    const large = `<order>${lines.join('\n')}</order>`
    expect(large.length).toBeGreaterThan(150_000)
    expect(await upload('large.xml', large)).toBe(410)
    expect(await solved('xxeDosChallenge')).toBe(false)
  })
})

describe('yamlBombChallenge', () => {
  it(
    'is solved by the nested alias bomb',
    async () => {
      expect(await upload('yamlBomb.yml', yamlBomb)).toBe(503)
      expect(await solved('yamlBombChallenge')).toBe(true)
    },
    BOMB_TIMEOUT,
  )

  it('is not solved by YAML with a few aliases or by a syntax error', async () => {
    expect(await upload('order.yml', 'base: &base {juice: apple}\nfirst: *base\nsecond: *base\n')).toBe(410)
    expect(await upload('broken.yaml', 'lines: [unclosed\n')).toBe(410)
    expect(await solved('yamlBombChallenge')).toBe(false)
  })

  it(
    'is not solved by an XML bomb',
    async () => {
      expect(await upload('xxeQuadraticBlowup.xml', quadraticBlowup)).toBe(503)
      expect(await solved('yamlBombChallenge')).toBe(false)
    },
    BOMB_TIMEOUT,
  )
})

describe('fileWriteChallenge', () => {
  it('is solved by a zip entry ../../ftp/legal.md', async () => {
    const zip = buildZip([
      { name: '../../ftp/legal.md', content: '# Legal Information h4cked by N008i3 H4X0r' },
    ])
    expect(await upload('arbitraryFileWrite.zip', zip, 'application/zip')).toBe(204)
    expect(await solved('fileWriteChallenge')).toBe(true)
  })

  it('is not solved by harmless entries or by entries aiming elsewhere', async () => {
    const zip = buildZip([
      { name: 'legal.md', content: 'my own legal notes' },
      { name: '../../ftp/legal.md.bak', content: 'near miss' },
      { name: '../../../ftp/legal.md', content: 'outside the tree, skipped' },
    ])
    expect(await upload('notes.zip', zip, 'application/zip')).toBe(204)
    expect(await solved('fileWriteChallenge')).toBe(false)
  })

  it('is not solved in safety mode, where archives are not extracted', async () => {
    await t.close()
    t = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
    const zip = buildZip([{ name: '../../ftp/legal.md', content: 'overwritten' }])
    expect(await upload('arbitraryFileWrite.zip', zip, 'application/zip')).toBe(204)
    expect(await solved('fileWriteChallenge')).toBe(false)
  })
})
