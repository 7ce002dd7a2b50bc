import { Router } from 'express'
import type { ShopConfig } from '../../config/schema.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'

/**
 * Distinct two-letter prefixes of the shop's locales in locale-list order (`Preferred-languages`); Farsi
 * and Klingon are not offered.
 */
const preferredLanguages = [
  'en', 'ar', 'az', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'ga', 'el', 'es', 'et', 'fi', 'fr', 'ka', 'he', 'hi',
  'hu', 'id', 'it', 'ja', 'ko', 'lv', 'my', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'si', 'sv', 'th', 'tr', 'uk',
  'zh',
] // prettier-ignore

const oneYearLater = (now: Date): Date => {
  const expires = new Date(now)
  expires.setUTCFullYear(expires.getUTCFullYear() + 1)
  return expires
}

/** The security.txt document (RFC 9116 fields): one `Field: value` per line, no final newline. */
export function securityTxt(config: ShopConfig, now: Date): string {
  const fields = config.application.securityTxt
  return [
    `Contact: ${fields.contact}`,
    `Encryption: ${fields.encryption}`,
    `Acknowledgements: ${fields.acknowledgements}`,
    `Preferred-languages: ${preferredLanguages.join(', ')}`,
    `Hiring: ${fields.hiring}`,
    `Csaf: ${config.server.baseUrl}${fields.csaf}`,
    `Expires: ${oneYearLater(now).toUTCString()}`,
  ].join('\n')
}

/** GET /security.txt and /.well-known/security.txt, generated once at start. */
export function securityTxtRoutes(shop: Shop): Router {
  const router = Router()
  const document = securityTxt(shop.config, new Date())
  router.get(['/security.txt', '/.well-known/security.txt'], (req, res) => {
    shop.events.publish('securityTxt.served', { request: requestFacts(req) })
    res.type('text/plain').send(document)
  })
  return router
}
