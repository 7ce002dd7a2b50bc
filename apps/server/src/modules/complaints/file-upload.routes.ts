import { Router } from 'express'
import { requestFacts } from '../../platform/http/request-facts.js'
import { inMemoryUploads, requireUploadedFile, uploadedFile } from '../../platform/http/uploads.js'
import type { Shop } from '../../shop/shop.js'
import { acceptComplaintFile } from './complaint-upload.service.js'

/**
 * POST /file-upload, the complaint invoice upload. No login; the file stays in memory
 * (200 000 bytes at most, larger files fail in the multipart parser with 500). Mounted before the access log
 * (pipeline step 25).
 */
export function fileUploadRoutes(shop: Shop): Router {
  const router = Router()
  const upload = inMemoryUploads()

  router.post(
    '/file-upload',
    shop.uploadBudget,
    upload.single('file'),
    requireUploadedFile,
    async (req, res) => {
      const file = uploadedFile(req)
      // Counted for /metrics before answering, so a scrape right after the answer sees it:
      // every error thrown here becomes a 4xx or 5xx error page.
      const fileType = file.mimetype
      const count = (failed: boolean) => shop.events.publish('upload.counted', { fileType, failed })
      try {
        await acceptComplaintFile(shop, shop.documents, file, requestFacts(req))
      } catch (error) {
        count(true)
        throw error
      }
      count(false)
      res.status(204).end()
    },
  )

  return router
}
