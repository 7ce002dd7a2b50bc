import { Router, type RequestHandler } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { processMetrics } from './process-metrics.js'
import { exposition, LabelledCounter } from './registry.js'
import { shopMetrics } from './shop-metrics.js'

/** Counts every finished response in `http.responded`. */
export const responseCounter =
  (shop: Shop): RequestHandler =>
  (_req, res, next) => {
    res.once('finish', () => shop.events.publish('http.responded', { status: res.statusCode }))
    next()
  }

// vuln-code-snippet start exposedMetricsChallenge
// vuln-code-snippet hide-start exposedMetricsChallenge
/**
 * GET /metrics in the Prometheus text format. Like the reference's production server it is
 * mounted ahead of the whole pipeline and open to everyone, which is what Exposed Metrics is about.
 */
// vuln-code-snippet hide-end exposedMetricsChallenge
export function metricsRoutes(shop: Shop): Router {
  const router = Router()
  const requests = new LabelledCounter(
    'http_requests_count',
    'Total HTTP request count grouped by status code.',
  )
  const uploads = new LabelledCounter(
    'file_uploads_count',
    'Total number of successful file uploads grouped by file type.',
  )
  const uploadErrors = new LabelledCounter(
    'file_upload_errors',
    'Total number of failed file uploads grouped by file type.',
  )
  shop.events.subscribe('http.responded', ({ status }) => {
    requests.increment({ status_code: `${Math.floor(status / 100)}XX` })
  })
  shop.events.subscribe('upload.counted', ({ fileType, failed }) => {
    ;(failed ? uploadErrors : uploads).increment({ file_type: fileType })
  })
  const defaults = { app: shop.config.application.customMetricsPrefix }

  // vuln-code-snippet vuln-line exposedMetricsChallenge
  router.get('/metrics', async (req, res, next) => {
    try {
      const families = [
        ...(await processMetrics()),
        requests.family(),
        uploads.family(),
        uploadErrors.family(),
      ]
      const text = exposition([...families, ...shopMetrics(shop)], defaults)
      shop.events.publish('metrics.scraped', {
        userAgent: req.get('user-agent') ?? '',
        request: requestFacts(req),
      })
      res.type('text/plain; version=0.0.4; charset=utf-8').send(text)
    } catch (error) {
      next(error)
    }
  })
  return router
}
// vuln-code-snippet end exposedMetricsChallenge
