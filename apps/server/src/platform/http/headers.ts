import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

/** CORS preflight and the open CORS header. */
export const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*')
  if (req.method !== 'OPTIONS') return next()
  res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE')
  const requested = req.headers['access-control-request-headers']
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested)
  res.setHeader('Vary', 'Access-Control-Request-Headers')
  res.status(204).setHeader('Content-Length', '0')
  res.end()
}

/** Security headers that are present, and the recruiting header (steps 4-5). X-XSS-Protection stays absent. */
export const securityHeaders =
  (hiring: string): RequestHandler =>
  (_req, res, next) => {
    setSecurityHeaders(res, hiring)
    next()
  }

/** The headers of `securityHeaders`, for answers given ahead of the pipeline (the index page). */
export function setSecurityHeaders(res: ServerResponse, hiring: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('Feature-Policy', "payment 'self'")
  res.setHeader('X-Recruiting', hiring)
}

/** Collapses runs of slashes in the path (`/ftp///eastere.gg` → `/ftp/eastere.gg`); the query stays untouched. */
export const collapseSlashes: RequestHandler = (req, _res, next) => {
  if (!req.url.includes('//')) return next()
  const queryStart = req.url.indexOf('?')
  const path = queryStart >= 0 ? req.url.slice(0, queryStart) : req.url
  const query = queryStart >= 0 ? req.url.slice(queryStart) : ''
  req.url = path.replace(/\/{2,}/g, '/') + query
  next()
}
