import express, { type RequestHandler } from 'express'
import typeIs from 'type-is'
import { clientError } from './refusal.js'

export const bodyLimit = '100kb'

/** No request body the shop understands nests deeper; deeper ones are refused before parsing. */
export const maxJsonDepth = 64

/** How deep a JSON text nests its arrays and objects (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return deepest
}

/**
 * A JSON body's value: `{}` for an empty body, a 400 client error when it nests deeper than `maxJsonDepth`, and a
 * SyntaxError (the reference's error page) when it is malformed.
 */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {}
  if (jsonDepth(raw) > maxJsonDepth) throw clientError(400, 'JSON body nested too deeply')
  return JSON.parse(raw) as unknown
}

/**
 * A body parser entered only by requests that have a body (body-parser's own test); for the others it does what the
 * parser would do, leaving `req.body` undefined, without the parser's checks of stream state and content type. Most
 * requests are bodiless GETs, and each of them passed both parsers.
 */
const forRequestsWithBodies =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (typeIs.hasBody(req)) return parser(req, res, next)
    if (!Object.hasOwn(req, 'body')) req.body = undefined
    next()
  }

/** URL-encoded forms are parsed into objects with nested keys, as the reference's body parser does. */
export const urlEncodedBodies: RequestHandler = forRequestsWithBodies(
  express.urlencoded({ extended: true, limit: bodyLimit }),
)

/**
 * JSON bodies for a route mounted before the shop's general body parsing (e.g. POST /profile, which the reference
 * also reads as JSON); other content types pass untouched.
 */
const jsonText: RequestHandler = express.text({ type: 'application/json', limit: bodyLimit })

export const jsonBodies: RequestHandler = (req, res, next) =>
  jsonText(req, res, (error?: unknown) => {
    if (error) return next(error)
    if (typeof req.body !== 'string') return next()
    try {
      req.body = parseJsonBody(req.body)
      next()
    } catch (parseError) {
      next(parseError)
    }
  })

/** Every other body is read as text (any content type, 100 kB at most). */
export const rawTextBodies: RequestHandler = forRequestsWithBodies(
  express.text({ type: () => true, limit: bodyLimit }),
)

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
    req.body = parseJsonBody(raw)
    next()
  } catch (error) {
    next(error)
  }
}
