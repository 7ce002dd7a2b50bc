import { Router } from 'express'
import type { Shop } from '../../shop/shop.js'
import { issueCaptcha } from './captcha.service.js'

/** GET /rest/captcha and POST /api/Feedbacks (spec/api.md §2.8.4). */
export function feedbackRoutes(shop: Shop): Router {
  const router = Router()

  router.get('/rest/captcha', (_req, res) => {
    const { captchaId, captcha, answer } = issueCaptcha(shop)
    res.json({ captchaId, captcha, answer })
  })

  return router
}
