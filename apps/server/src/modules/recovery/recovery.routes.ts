import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'

/**
 * Account recovery and privacy: two-factor authentication, password change and reset, data export, erasure.
 * Filled by the accounts area; mounted by app.ts.
 */
export function recoveryRoutes(_shop: Shop): Router {
  return Router()
}
