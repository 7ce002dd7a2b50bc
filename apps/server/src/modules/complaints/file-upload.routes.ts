import { Router, type Response } from 'express'
import multer from 'multer'
import { requestFacts } from '../../platform/http/request-facts.js'
import { DocumentSandbox } from '../../platform/parsers/document-sandbox.js'
import type { Shop } from '../../shop/shop.js'
import { acceptComplaintFile } from './complaint-upload.service.js'

/** Counts the upload for /metrics once the final status is known (errors included, spec/api.md §2.9 step 2). */
function countWhenAnswered(shop: Shop, res: Response, fileType: string): void {
  res.on('finish', () => {
    shop.events.publish('upload.counted', { fileType, failed: res.statusCode >= 400 })
  })
}

/**
 * POST /file-upload, the complaint invoice upload (spec/api.md §2.9). No login; the file stays in memory
 * (200 000 bytes at most, larger files fail in the multipart parser with 500). Mounted before the access log
 * (pipeline step 25).
 */
export function fileUploadRoutes(shop: Shop): Router {
  const router = Router()
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 200_000 } })
  const documents = new DocumentSandbox()

  router.post('/file-upload', upload.single('file'), async (req, res) => {
    if (!req.file) {
      res.status(400).json({ error: 'File is not passed' })
      return
    }
    countWhenAnswered(shop, res, req.file.mimetype)
    await acceptComplaintFile(shop, documents, req.file, requestFacts(req))
    res.status(204).end()
  })

  return router
}
