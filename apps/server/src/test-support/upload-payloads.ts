import { crc32, deflateRawSync } from 'node:zlib'

/** Test files for the complaint upload: multipart bodies, zip archives and the catalogue's XML/YAML payloads. */

export interface ZipSpec {
  name: string
  content: string | Buffer
  /** Deflated unless `stored`. */
  stored?: boolean
  /** Sets the "encrypted" flag and scrambles the data like a password-protected archive. */
  encrypted?: boolean
}

function localHeader(spec: ZipSpec, data: Buffer, compressed: Buffer, flags: number, method: number): Buffer {
  const name = Buffer.from(spec.name, 'utf8')
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4)
  header.writeUInt16LE(flags, 6)
  header.writeUInt16LE(method, 8)
  header.writeUInt32LE(crc32(data), 14)
  header.writeUInt32LE(compressed.length, 18)
  header.writeUInt32LE(data.length, 22)
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name])
}

function centralHeader(
  spec: ZipSpec,
  data: Buffer,
  compressed: Buffer,
  flags: number,
  method: number,
  offset: number,
) {
  const name = Buffer.from(spec.name, 'utf8')
  const header = Buffer.alloc(46)
  header.writeUInt32LE(0x02014b50, 0)
  header.writeUInt16LE(0x031e, 4) // made by Unix
  header.writeUInt16LE(20, 6)
  header.writeUInt16LE(flags, 8)
  header.writeUInt16LE(method, 10)
  header.writeUInt32LE(crc32(data), 16)
  header.writeUInt32LE(compressed.length, 20)
  header.writeUInt32LE(data.length, 24)
  header.writeUInt16LE(name.length, 28)
  header.writeUInt32LE(((spec.name.endsWith('/') ? 0o040755 : 0o100644) << 16) >>> 0, 38)
  header.writeUInt32LE(offset, 42)
  return Buffer.concat([header, name])
}

/** A zip archive with the entries exactly as named (`../` included), like Python's `zipfile.writestr`. */
export function buildZip(specs: ZipSpec[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const spec of specs) {
    const data = Buffer.isBuffer(spec.content) ? spec.content : Buffer.from(spec.content, 'utf8')
    const method = spec.stored ? 0 : 8
    let compressed = spec.stored ? data : deflateRawSync(data)
    if (spec.encrypted)
      compressed = Buffer.concat([Buffer.alloc(12, 0x5a), compressed.map((byte) => byte ^ 0xa5)])
    const flags = 0x0800 | (spec.encrypted ? 1 : 0)
    const local = Buffer.concat([localHeader(spec, data, compressed, flags, method), compressed])
    centrals.push(centralHeader(spec, data, compressed, flags, method, offset))
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(specs.length, 8)
  end.writeUInt16LE(specs.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A `POST /file-upload` request carrying `content` as multipart field `file`. */
export function fileUpload(
  fileName: string,
  content: string | Buffer,
  type = 'application/octet-stream',
): RequestInit {
  const form = new FormData()
  const bytes = Buffer.isBuffer(content) ? new Uint8Array(content) : content
  form.append('file', new Blob([bytes], { type }), fileName)
  return { method: 'POST', body: form }
}

/** Bytes that start like a PDF, `size` long. */
export const pdfOfSize = (size: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)])

const doctype = (entity: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE foo [<!ELEMENT foo ANY ><!ENTITY xxe SYSTEM "${entity}" >]>\n<foo>&xxe;</foo>`

export const xxeForLinux = doctype('file:///etc/passwd')
export const xxeForWindows = doctype('file:///C:/Windows/system.ini')
export const xxeOnDevRandom = doctype('file:///dev/random')

/** The exponential "billion laughs": ten levels of ten references each. */
export const billionLaughs = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [',
  '<!ENTITY lol "lol">',
  '<!ELEMENT lolz (#PCDATA)>',
  ...Array.from({ length: 9 }, (_, index) => {
    const inner = index === 0 ? '&lol;' : `&lol${index};`
    return `<!ENTITY lol${index + 1} "${inner.repeat(10)}">`
  }),
  ']>',
  '<lolz>&lol9;</lolz>',
].join('\n')

/** The catalogue's xxeQuadraticBlowup.xml: "dos" 6 400 times in one entity, referenced 756 times. */
export const quadraticBlowup = [
  '<?xml version="1.0"?>',
  `<!DOCTYPE foo [<!ELEMENT foo ANY ><!ENTITY a "${'dos'.repeat(6400)}">]>`,
  `<foo>${'&a;'.repeat(756)}</foo>`,
].join('\n')

/** The catalogue's yamlBomb.yml: nine levels of nine aliases. */
export const yamlBomb = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, index) => {
    const previous = 'abcdefghi'[index] ?? 'a'
    return `${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`
  }),
].join('\n')
