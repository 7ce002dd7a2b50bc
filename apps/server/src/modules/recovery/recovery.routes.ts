import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'
import { passwordRoutes } from './password.routes.js'
import { privacyRoutes } from './privacy.routes.js'
import { twoFactorRoutes } from './two-factor.routes.js'

/**
 * Account recovery and privacy: two-factor authentication, password change and reset, image captcha, data export
 * and erasure. Each call builds fresh routers, so rate-limit counters belong to one shop.
 */
export function recoveryRoutes(shop: Shop): Router {
  const router = Router()
  router.use(passwordRoutes(shop))
  router.use(twoFactorRoutes(shop))
  router.use(privacyRoutes(shop))
  return router
}
