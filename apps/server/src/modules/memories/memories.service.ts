import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TokenUser } from '@juicy/contracts'
import { HttpError } from '../../platform/http/errors.js'
import type { Shop } from '../../shop/shop.js'
import { detectType } from '../profile/image-type.js'
import { findUserById } from '../users/users.repository.js'
import { memoryFileName } from './memory-file-name.js'
import { allMemories, insertMemory, type MemoryRow } from './memories.repository.js'
import { withinQuota } from '../../shop/storage.js'

const uploadsPath = 'assets/public/images/uploads'

/** The declared content types the photo wall accepts, with the extension each is stored under. */
const declaredTypes: Record<string, 'png' | 'jpg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
}

export const invalidMimeType = (): HttpError => new HttpError(500, 'Invalid mime type')

export const isAcceptedDeclaredType = (mimetype: string): boolean => mimetype in declaredTypes

/** A photo-wall entry as GET /rest/memories answers it: with its uploader's user record. */
export type MemoryWithUser = MemoryRow & { User: TokenUser | null }

// vuln-code-snippet start geoStalkingMetaChallenge geoStalkingVisualChallenge
/** GET /rest/memories: every memory with its uploader (null once the uploader's account is deleted). */
export function listMemories(shop: Shop): MemoryWithUser[] {
  return allMemories(shop.db).map((memory) => ({
    ...memory,
    // vuln-code-snippet hide-start geoStalkingMetaChallenge geoStalkingVisualChallenge
    // The whole user record goes out, password hash included: it names the uploader whose security question
    // the photo answers, exactly as the reference API does.
    // vuln-code-snippet hide-end geoStalkingMetaChallenge geoStalkingVisualChallenge
    User: findUserById(shop.db, memory.UserId) ?? null, // vuln-code-snippet neutral-line geoStalkingMetaChallenge geoStalkingVisualChallenge
  }))
}
// vuln-code-snippet end geoStalkingMetaChallenge geoStalkingVisualChallenge

/**
 * The image type of an upload by its first bytes. The reference trusts the declared type alone and lets the client
 * judge the bytes; we also refuse content that is neither PNG nor JPEG (our deviation, for safety: nothing but
 * images is ever stored under the public uploads folder). The extension follows the content.
 */
export function checkMemoryImage(shop: Shop, content: Buffer): 'png' | 'jpg' {
  const type = detectType(content)
  if (type?.ext !== 'png' && type?.ext !== 'jpg') {
    shop.events.publish('upload.counted', { fileType: type?.ext ?? 'unknown', failed: true })
    throw invalidMimeType()
  }
  return type.ext
}

export interface MemoryUpload {
  originalName: string
  content: Buffer
  ext: 'png' | 'jpg'
  caption: string | null
  userId: number
}

/** POST /rest/memories: stores the image under its sanitised name and records the memory. */
export async function addMemory(shop: Shop, upload: MemoryUpload): Promise<MemoryRow> {
  const fileName = memoryFileName(upload.originalName, upload.ext)
  await withinQuota(shop, upload.content.length, () =>
    writeFileSync(path.join(shop.files.uploads, fileName), upload.content),
  )
  shop.events.publish('upload.counted', { fileType: upload.ext, failed: false })
  return insertMemory(shop.db, {
    caption: upload.caption,
    imagePath: `${uploadsPath}/${fileName}`,
    UserId: upload.userId,
  })
}
