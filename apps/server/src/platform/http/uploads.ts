import type { Request, RequestHandler } from 'express'
import multer from 'multer'
import { HttpError } from './errors.js'
import { clientError } from './refusal.js'

/** Every multipart upload stays in memory and stops here; larger files fail in the parser (500 "File too large"). */
export const MAX_UPLOAD_BYTES = 200_000

/** Limits on everything else a multipart body may carry, so no form can make the parser hold much. */
const partLimits = { fields: 20, fieldSize: 100_000, parts: 30, files: 1, headerPairs: 50 }

export interface UploadOptions extends Omit<multer.Options, 'storage' | 'dest'> {
  /**
   * Whether a body the multipart parser cannot read goes to the error page as a 500 (the memories upload, whose
   * reference behaviour write-ups know) instead of a 400.
   */
  malformedIsServerError?: boolean
}

export interface Uploads {
  single(field: string): RequestHandler
  none(): RequestHandler
}

/**
 * The shop's multipart parser: memory storage, the 200 000-byte file limit (a larger file stays the reference's
 * 500 "File too large"), limits on fields and parts. Unexpected fields and exceeded limits are answered with 400
 * in the shape of `clientError`; so is a malformed body, unless the route keeps the reference's 500.
 */
export function inMemoryUploads({ malformedIsServerError = false, ...options }: UploadOptions = {}): Uploads {
  const parser = multer({
    ...options,
    storage: multer.memoryStorage(),
    limits: { ...partLimits, fileSize: MAX_UPLOAD_BYTES, ...options.limits },
  })
  const translated =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      handler(req, res, (error?: unknown) => {
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return next(error)
          return next(
            clientError(
              400,
              error.code === 'LIMIT_UNEXPECTED_FILE' ? 'Unexpected file field' : error.message,
            ),
          )
        }
        if (error instanceof Error && !(error instanceof HttpError) && !malformedIsServerError)
          return next(clientError(400, 'Malformed multipart body'))
        next(error)
      })
  return { single: (field) => translated(parser.single(field)), none: () => translated(parser.none()) }
}

/** Upload routes (memories, complaint invoice, profile image) answer a multipart body without its file part alike. */
export const requireUploadedFile: RequestHandler = (req, res, next) => {
  if (req.file) return next()
  res.status(400).json({ error: 'File is not passed' })
}

/** The file of a route guarded by `requireUploadedFile`. */
export function uploadedFile(req: Request): Express.Multer.File {
  if (!req.file) throw new Error('requireUploadedFile must guard this route')
  return req.file
}
