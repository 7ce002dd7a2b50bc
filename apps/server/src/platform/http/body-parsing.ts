import express, { type RequestHandler } from 'express'

export const bodyLimit = '100kb'

/** URL-encoded forms are parsed into objects with nested keys (spec/api.md §0.4). */
export const urlEncodedBodies: RequestHandler = express.urlencoded({ extended: true, limit: bodyLimit })

/**
 * JSON bodies for a route mounted before the shop's general body parsing (e.g. POST /profile, which the reference
 * also reads as JSON); other content types pass untouched.
 */
export const jsonBodies: RequestHandler = express.json({ limit: bodyLimit })

/** Every other body is read as text (any content type, 100 kB at most). */
export const rawTextBodies: RequestHandler = express.text({ type: () => true, limit: bodyLimit })

/**
 * JSON only when the content type says so; an empty JSON body is `{}` and a request without body has `{}`.
 * The raw text stays available as `res.locals.rawBody`. Malformed JSON becomes a SyntaxError for the error page.
 */
export const conditionalJson: RequestHandler = (req, res, next) => {
  if (typeof req.body !== 'string') {
    if (req.body === undefined || req.body === null) req.body = {}
    return next()
  }
  const raw = req.body
  res.locals.rawBody = raw
  if (!(req.headers['content-type'] ?? '').includes('application/json')) {
    req.body = {}
    return next()
  }
  try {
    req.body = raw.trim() === '' ? {} : (JSON.parse(raw) as unknown)
    next()
  } catch (error) {
    next(error)
  }
}
