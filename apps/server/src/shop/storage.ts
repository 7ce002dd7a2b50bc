import { DiskQuotaExceededError } from '../platform/disk-quota.js'
import { HttpError } from '../platform/http/errors.js'
import type { Shop } from './shop.js'

/**
 * Runs `write` (of `bytes`) within the shop's storage quota; when they would not fit, the request fails with 507
 * (Insufficient Storage) before anything is written, and nothing the shop stored before is touched.
 */
export async function withinQuota<T>(shop: Shop, bytes: number, write: () => T | Promise<T>): Promise<T> {
  let written: () => void
  try {
    written = await shop.diskQuota.reserve(bytes)
  } catch (error) {
    if (error instanceof DiskQuotaExceededError) throw new HttpError(507, error.message, 'DiskQuotaExceeded')
    throw error
  }
  try {
    return await write()
  } finally {
    written()
  }
}
