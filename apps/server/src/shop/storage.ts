import { DiskQuotaExceededError } from '../platform/disk-quota.js'
import type { RequestHandler } from 'express'
import { HttpError } from '../platform/http/errors.js'
import { rateLimit } from '../platform/http/rate-limit.js'
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

const uploadLimits = new WeakMap<Shop, RequestHandler>()

/**
 * The shop's upload budget (`server.uploadsPerMinute`), one for all its upload routes and counted before the body is
 * read: in workshop mode each team has its own, so one team's upload loop neither fills the disk nor slows another.
 */
export function uploadLimit(shop: Shop): RequestHandler {
  let limit = uploadLimits.get(shop)
  if (!limit) {
    limit = rateLimit({ windowMs: 60_000, max: shop.config.server.uploadsPerMinute, keyOf: () => 'uploads' })
    uploadLimits.set(shop, limit)
  }
  return limit
}
