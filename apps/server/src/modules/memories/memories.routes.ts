import { Router } from 'express'
import { currentSession, requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { memoryBody } from './memories.schemas.js'
import { inMemoryUploads, requireUploadedFile, uploadedFile } from '../../platform/http/uploads.js'
import {
  addMemory,
  checkMemoryImage,
  invalidMimeType,
  isAcceptedDeclaredType,
  listMemories,
} from './memories.service.js'

/**
 * GET and POST /rest/memories, the photo wall. Mounted before the raw-text body reader because
 * the upload is multipart (pipeline step 25); the image stays in memory (200 kB at most) until it is accepted.
 * Multipart errors (malformed parts, oversized files, a refused declared type) go to the error page as 500.
 */
export function memoriesRoutes(shop: Shop): Router {
  const router = Router()
  const upload = inMemoryUploads({
    limits: { fieldSize: 10_000 },
    malformedIsServerError: true,
    fileFilter: (_req, file, accept) => {
      if (isAcceptedDeclaredType(file.mimetype)) return accept(null, true)
      shop.events.publish('upload.counted', { fileType: file.mimetype, failed: true })
      accept(invalidMimeType())
    },
  })

  router.get('/rest/memories', (_req, res) => {
    res.json({ status: 'success', data: listMemories(shop) })
  })

  router.post(
    '/rest/memories',
    shop.uploadBudget,
    upload.single('image'),
    requireUploadedFile,
    requireUser(shop),
    async (req, res) => {
      const file = uploadedFile(req)
      const session = currentSession(req, shop)
      if (!session) throw new Error('requireUser must guard this route')
      const ext = checkMemoryImage(shop, file.buffer)
      const memory = await addMemory(shop, {
        originalName: file.originalname,
        content: file.buffer,
        ext,
        caption: bodyFrom(req, memoryBody).caption ?? null,
        userId: session.data.id,
      })
      res.json({ status: 'success', data: memory })
    },
  )

  return router
}
