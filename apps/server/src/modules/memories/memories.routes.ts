import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'

/** GET and POST /rest/memories, the photo wall (spec/api.md §2.4). */
export function memoriesRoutes(_shop: Shop): Router {
  return Router()
}
