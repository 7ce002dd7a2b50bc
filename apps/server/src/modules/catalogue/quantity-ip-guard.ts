import type { RequestHandler } from 'express'
import { HttpError } from '../../platform/http/errors.js'

/** The only client address allowed to touch single stock rows; no real client can have it. */
const allowedIp = '123.456.789'

/**
 * `/api/Quantitys/:id` is additionally limited to one client IP, judged from the socket address (proxy headers
 * are not trusted here), so even accounting users are refused.
 */
export const quantityIpAllowList: RequestHandler = (req, _res, next) => {
  const ip = req.socket.remoteAddress ?? ''
  if (ip === allowedIp) return next()
  next(new HttpError(403, `Access denied to IP address: ${ip}`, 'IpDeniedError'))
}
