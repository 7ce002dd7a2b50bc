/** A file type recognised from content (never from the name). */
export interface DetectedType {
  ext: string
  mime: string
}

const signatures: { bytes: number[]; type: DetectedType }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { ext: 'png', mime: 'image/png' } },
  { bytes: [0xff, 0xd8, 0xff], type: { ext: 'jpg', mime: 'image/jpeg' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: { ext: 'gif', mime: 'image/gif' } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { ext: 'pdf', mime: 'application/pdf' } },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: { ext: 'zip', mime: 'application/zip' } },
]

const startsWith = (content: Buffer, bytes: number[]): boolean =>
  content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte)

/** An SVG document: optional XML prolog, comments or doctype, then an `<svg` root element. */
const svgDocument = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i

/** Active content that would run if the SVG were opened from our origin. */
const activeSvgContent = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i

/** The type of an upload by its magic bytes; SVG by its root element. */
export function detectType(content: Buffer): DetectedType | undefined {
  const known = signatures.find(({ bytes }) => startsWith(content, bytes))
  if (known) return known.type
  if (svgDocument.test(content.subarray(0, 4096).toString('utf8')))
    return { ext: 'svg', mime: 'image/svg+xml' }
  return undefined
}

/** SVGs are served from the shop's own origin, so only passive drawings are accepted. */
export const isPassiveSvg = (content: Buffer): boolean => !activeSvgContent.test(content.toString('utf8'))
