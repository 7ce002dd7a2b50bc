// Hostile complaint uploads for the benchmark: each must get a clear answer within a few seconds, and the shop's
// memory must come back to its level before them (the bombs run in workers that are thrown away afterwards).
import { crc32, deflateRawSync } from 'node:zlib'

/** A zip with one deflated entry: 50 MB of zeros in about 50 KB (the reader stops at 10 MB unpacked). */
function zipBomb() {
  const data = Buffer.alloc(50_000_000)
  const packed = deflateRawSync(data, { level: 9 })
  const name = Buffer.from('zeros.bin')
  const fields = (signature, size) => {
    const header = Buffer.alloc(size)
    header.writeUInt32LE(signature, 0)
    return header
  }
  const local = fields(0x04034b50, 30)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(crc32(data), 14)
  local.writeUInt32LE(packed.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(name.length, 26)
  const central = fields(0x02014b50, 46)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc32(data), 16)
  central.writeUInt32LE(packed.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(name.length, 28)
  const end = fields(0x06054b50, 22)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(46 + name.length, 12)
  end.writeUInt32LE(30 + name.length + packed.length, 16)
  return Buffer.concat([local, name, packed, central, name, end])
}

const xmlQuadraticBlowup = [
  '<?xml version="1.0"?>',
  `<!DOCTYPE foo [<!ELEMENT foo ANY ><!ENTITY a "${'dos'.repeat(6400)}" >]>`,
  `<foo>${'&a;'.repeat(756)}</foo>`,
].join('\n')

const yamlBomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
  .concat(
    [...'bcdefghi'].map((key, i) => `${key}: &${key} [${`*${'abcdefgh'[i]},`.repeat(8)}*${'abcdefgh'[i]}]`),
  )
  .join('\n')

export const hostileUploads = [
  {
    title: 'XML quadratic blow-up',
    name: 'xxeQuadraticBlowup.xml',
    type: 'text/xml',
    body: xmlQuadraticBlowup,
  },
  { title: 'YAML alias bomb', name: 'yamlBomb.yml', type: 'application/x-yaml', body: yamlBomb },
  { title: 'zip bomb (50 MB of zeros)', name: 'zeros.zip', type: 'application/zip', body: zipBomb() },
  { title: 'file of 5 MB', name: 'huge.pdf', type: 'application/pdf', body: Buffer.alloc(5_000_000, 0x25) },
]

/** Sends one upload and says how it was answered and how long that took. */
export async function sendHostileUpload(base, upload) {
  const form = new FormData()
  form.append('file', new Blob([upload.body], { type: upload.type }), upload.name)
  const started = performance.now()
  const response = await fetch(`${base}/file-upload`, { method: 'POST', body: form })
  await response.arrayBuffer()
  return { title: upload.title, status: response.status, ms: Math.round(performance.now() - started) }
}
