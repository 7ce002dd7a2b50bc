import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'

/** GET /rest/captcha and POST /api/Feedbacks (spec/api.md §2.8.4). */
export function feedbackRoutes(_shop: Shop): Router {
  return Router()
}
