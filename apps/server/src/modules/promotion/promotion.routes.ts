import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { promotionPage } from '../../views/promotion.view.js'
import { sendVideo } from './video-stream.js'

/** The promotion video page and its stream; not linked from the client. */
export function promotionRoutes(shop: Shop): Router {
  const router = Router()
  const { video, subtitles } = shop.config.application.promotion
  const videoFile = path.join(shop.files.videos, path.basename(video))
  const subtitleFile = path.join(shop.files.videos, path.basename(subtitles))

  router.get('/promotion', (req, res) => {
    // Read per request: the file may have been rewritten since (Video XSS via Zip Slip).
    const text = existsSync(subtitleFile) ? readFileSync(subtitleFile, 'utf8') : ''
    shop.events.publish('promotion.rendered', { subtitles: text, request: requestFacts(req) })
    res.type('html').send(promotionPage(shop.config, text))
  })

  router.get('/video', (req, res, next) => {
    if (!existsSync(videoFile)) return next()
    sendVideo(req, res, videoFile, `/assets/public/videos/${path.basename(video)}`)
  })
  return router
}
