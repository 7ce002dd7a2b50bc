import { describe, expect, it } from 'vitest'
import { imageKindOf, readImageKind } from './image-signature'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]

describe('image signature', () => {
  it('recognises PNG and JPEG by their first bytes', () => {
    expect(imageKindOf(new Uint8Array(PNG))).toBe('png')
    expect(imageKindOf(new Uint8Array(JPEG))).toBe('jpeg')
  })

  it('refuses everything else, including a truncated signature', () => {
    expect(imageKindOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull() // GIF
    expect(imageKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull() // zip / docx
    expect(imageKindOf(new Uint8Array([0x89, 0x50]))).toBeNull()
    expect(imageKindOf(new Uint8Array([]))).toBeNull()
  })

  it('judges a file by its content, not by its declared type', async () => {
    const disguised = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'image/png' })
    const real = new Blob([new Uint8Array(JPEG)], { type: 'application/octet-stream' })
    await expect(readImageKind(disguised)).resolves.toBeNull()
    await expect(readImageKind(real)).resolves.toBe('jpeg')
  })
})
