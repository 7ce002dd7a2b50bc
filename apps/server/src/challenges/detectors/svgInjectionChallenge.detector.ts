import { redirectAllowlist } from '../../modules/redirect/redirect-allowlist.js'
import type { Detector } from './detector.js'

/** A decal path climbing out of the image folder to the redirect endpoint, pointed at the cat picture service. */
const catRedirect = /\.\.\/\.\.\/\.\.[\w/-]*?\/redirect\?to=https?:\/\/cataas\.com\/cat/

/**
 * Cross-Site Imaging: the deluxe page reported (over the socket) a test decal that makes its SVG load a cat
 * picture through the redirect endpoint, with an allow-listed URL smuggled in so that the redirect is granted.
 */
export const svgInjectionChallenge: Detector = ({ events, engine }) => {
  events.subscribe('client.testDecalReported', ({ testDecal }) => {
    if (typeof testDecal !== 'string' || !catRedirect.test(testDecal)) return
    if (!redirectAllowlist.some((allowed) => testDecal.includes(allowed))) return
    engine.solve('svgInjectionChallenge', {
      summary: 'pointed the deluxe page decal at a cat picture through the redirect endpoint',
      details: { testDecal },
    })
  })
}
