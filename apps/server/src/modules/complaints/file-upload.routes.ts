import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'

/** POST /file-upload, the complaint invoice upload (spec/api.md §2.9). */
export function fileUploadRoutes(_shop: Shop): Router {
  return Router()
}
