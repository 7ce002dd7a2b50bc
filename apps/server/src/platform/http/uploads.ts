import type { Request, RequestHandler } from 'express'
import multer from 'multer'

/** Every multipart upload stays in memory and stops here; larger files fail in the parser (500 "File too large"). */
export const MAX_UPLOAD_BYTES = 200_000

/** The shop's multipart parser: memory storage, the 200 000-byte file limit, plus any further limits or filter. */
export function inMemoryUploads(options: Omit<multer.Options, 'storage' | 'dest'> = {}): multer.Multer {
  return multer({
    ...options,
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, ...options.limits },
  })
}

/** Upload routes answer a multipart body without its file part alike (spec/api.md §2.4, §2.9, §2.10). */
export const requireUploadedFile: RequestHandler = (req, res, next) => {
  if (req.file) return next()
  res.status(400).json({ error: 'File is not passed' })
}

/** The file of a route guarded by `requireUploadedFile`. */
export function uploadedFile(req: Request): Express.Multer.File {
  if (!req.file) throw new Error('requireUploadedFile must guard this route')
  return req.file
}
