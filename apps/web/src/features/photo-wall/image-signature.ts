/** Upload formats the photo wall accepts, recognised by the file's first bytes rather than its name. */
export type ImageKind = 'png' | 'jpeg'

const SIGNATURES: { kind: ImageKind; bytes: readonly number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
]

/** Which accepted image format the leading bytes announce, or null for anything else. */
export function imageKindOf(leading: Uint8Array): ImageKind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => leading[index] === byte))
  return match?.kind ?? null
}

export async function readImageKind(file: Blob): Promise<ImageKind | null> {
  return imageKindOf(new Uint8Array(await file.slice(0, 4).arrayBuffer()))
}
