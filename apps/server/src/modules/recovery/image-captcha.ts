import { createRequire } from 'node:module'
import type { Shop } from '../../shop/shop.js'
import { insertImageCaptcha } from './privacy.repository.js'
import { Refusal } from '../../platform/http/refusal.js'

type SvgCaptcha = typeof import('svg-captcha')

const require = createRequire(import.meta.url)

/**
 * svg-captcha parses its font when loaded (tens of milliseconds) and finds the font file next to its own code, so
 * it is loaded on first use from node_modules rather than bundled.
 */
const svgCaptcha = (): SvgCaptcha => require('svg-captcha') as SvgCaptcha

export interface ImageCaptcha {
  image: string
  answer: string
  UserId: number
}

/** GET /rest/image-captcha: a new SVG text captcha for the user, stored so a data export can demand it. */
export function issueImageCaptcha(shop: Shop, userId: number): ImageCaptcha {
  try {
    const { data, text } = svgCaptcha().create({ size: 5, noise: 2, color: true })
    insertImageCaptcha(shop.db, { image: data, answer: text, userId })
    // The answer travels with the image, as in the reference: the captcha only slows scripted exports down.
    return { image: data, answer: text, UserId: userId }
  } catch {
    throw new Refusal(400, 'Unable to create CAPTCHA. Please try again.')
  }
}
