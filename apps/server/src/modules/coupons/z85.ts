/**
 * Z85 (ZeroMQ RFC 32): four bytes become five characters of an 85-letter alphabet. Coupons are Z85 text
 * (coupon.ts); this codec is ours so that malformed input gets a clear "no" instead of an exception.
 */
const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'

const valueOf = new Map<string, number>([...alphabet].map((char, index) => [char, index]))

/** Encodes bytes whose length is a multiple of 4; undefined otherwise. */
export function z85Encode(bytes: Uint8Array): string | undefined {
  if (bytes.length % 4 !== 0) return undefined
  let text = ''
  for (let offset = 0; offset < bytes.length; offset += 4) {
    let value = 0
    for (let i = 0; i < 4; i++) value = value * 256 + (bytes[offset + i] ?? 0)
    const group: string[] = []
    for (let i = 0; i < 5; i++) {
      group.unshift(alphabet[value % 85] ?? '')
      value = Math.floor(value / 85)
    }
    text += group.join('')
  }
  return text
}

/**
 * Decodes Z85 text; undefined when its length is not a multiple of 5, a character is outside the alphabet or a
 * group exceeds four bytes.
 */
export function z85Decode(text: string): Uint8Array | undefined {
  if (text.length % 5 !== 0) return undefined
  const bytes = new Uint8Array((text.length / 5) * 4)
  for (let offset = 0; offset < text.length; offset += 5) {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const digit = valueOf.get(text[offset + i] ?? '')
      if (digit === undefined) return undefined
      value = value * 85 + digit
    }
    if (value > 0xffffffff) return undefined
    const at = (offset / 5) * 4
    for (let i = 3; i >= 0; i--) {
      bytes[at + i] = value % 256
      value = Math.floor(value / 256)
    }
  }
  return bytes
}
