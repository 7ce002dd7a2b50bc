import { Router } from 'express'
import { HttpError } from '../../platform/http/errors.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { HiddenPage } from '../../shop/events/facility-events.js'
import type { Shop } from '../../shop/shop.js'
import { existingFile, sendResolvedFile } from './file-names.js'

/** The reference's unlinked pages, with the file each one serves. */
const hiddenPages: { page: HiddenPage; path: string; file: string; type?: string }[] = [
  {
    page: 'easterEgg',
    path: '/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg', // vuln-code-snippet vuln-line easterEggLevelTwoChallenge
    file: 'threejs-demo.html',
  },
  {
    page: 'premiumPaywall',
    path: '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us',
    file: 'JuiceShop_Wallpaper_1920x1080_VR.jpg',
    type: 'image/jpeg',
  },
  {
    page: 'privacyPolicyProof',
    path: '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility', // vuln-code-snippet vuln-line privacyPolicyProofChallenge
    // Like the reference, the thank-you image is not shipped: the page answers 404 after the visit counts.
    file: 'thank-you.jpg',
  },
]

/** Routes matched exactly (apart from case and one trailing slash), independent of the client's router. */
export function hiddenRoutes(shop: Shop): Router {
  const router = Router()
  for (const { page, path, file, type } of hiddenPages) {
    router.get(path, (req, res, next) => {
      shop.events.publish('hiddenPage.visited', { page, request: requestFacts(req) })
      const resolved = existingFile(shop.files.privateAssets, file)
      if (!resolved) return next(new HttpError(404, `ENOENT: no such file or directory, stat '${file}'`))
      sendResolvedFile(res, resolved, next, type)
    })
  }
  return router
}
