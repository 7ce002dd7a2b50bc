import { Router, type Request } from 'express'
import { jsonBodies } from '../../platform/http/body-parsing.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import { requestFacts } from '../../platform/http/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { profilePage } from '../../views/profile.view.js'
import { findUserById } from '../users/users.repository.js'
import { blocked } from '../../platform/http/refusal.js'
import { bodyFrom } from '../../platform/http/request-input.js'
import { imageUrlBody, usernameBody } from './profile.schemas.js'
import { inMemoryUploads, requireUploadedFile, uploadedFile } from '../../platform/http/uploads.js'
import {
  changeUsername,
  checkImageFile,
  linkImage,
  profileCsp,
  profileView,
  storeImageFile,
} from './profile.service.js'

// vuln-code-snippet start csrfChallenge
/** The session of the `token` cookie, or undefined. */
function cookieSession(req: Request, shop: Shop): SessionEntry | undefined {
  const token = (req.cookies as Record<string, unknown> | undefined)?.token
  return typeof token === 'string' ? shop.sessions.get(token) : undefined
}

const ownPort = (req: Request): number => req.socket.localPort ?? 0 // vuln-code-snippet hide-line csrfChallenge
const header = (req: Request, name: string): string => req.get(name) ?? ''
// vuln-code-snippet end csrfChallenge

/**
 * The id of the `token` cookie's user for the image forms: a session whose claims name no stored user (odd claims
 * such as an object or a fraction as id) is refused like no session at all, before the id reaches SQL or a file name.
 */
function imageOwnerId(req: Request, shop: Shop): number {
  const id = cookieSession(req, shop)?.data.id
  const user = Number.isSafeInteger(id) ? findUserById(shop.db, id) : undefined
  if (!user) throw blocked(req)
  return user.id
}

/**
 * The legacy profile page and its forms. Mounted before the raw-text body reader because the
 * forms may be multipart (pipeline step 25); uploads stay in memory (200 kB at most).
 */
export function profileRoutes(shop: Shop): Router {
  const router = Router()
  const upload = inMemoryUploads()
  const redirectToProfile = `${shop.config.server.basePath}/profile`

  router.get('/profile', async (req, res) => {
    const session = cookieSession(req, shop)
    const user = session && findUserById(shop.db, session.data.id)
    if (!user) throw blocked(req)
    const view = await profileView(shop, user, ownPort(req), requestFacts(req))
    res.set('Content-Security-Policy', profileCsp(user.profileImage))
    res.type('html').send(profilePage(shop.config, view))
  })

  // vuln-code-snippet start csrfChallenge
  // No anti-CSRF token and no origin check: the cookie alone authorises the change. // vuln-code-snippet hide-line csrfChallenge
  router.post('/profile', upload.none(), jsonBodies, (req, res) => {
    const session = cookieSession(req, shop) // vuln-code-snippet vuln-line csrfChallenge
    if (!session) throw blocked(req) // vuln-code-snippet neutral-line csrfChallenge
    const { username } = bodyFrom(req, usernameBody)
    if (username !== undefined) {
      const sources = { origin: header(req, 'origin'), referer: header(req, 'referer') }
      const token = changeUsername(shop, session, username, sources, requestFacts(req))
      res.cookie('token', token) // vuln-code-snippet neutral-line csrfChallenge
    }
    res.redirect(redirectToProfile)
  })
  // vuln-code-snippet end csrfChallenge

  router.post(
    '/profile/image/file',
    shop.uploadBudget,
    upload.single('file'),
    requireUploadedFile,
    async (req, res) => {
      const file = uploadedFile(req)
      const type = checkImageFile(shop, file.buffer)
      await storeImageFile(shop, imageOwnerId(req, shop), file.buffer, type.ext)
      res.redirect(redirectToProfile)
    },
  )

  router.post('/profile/image/url', shop.uploadBudget, upload.none(), async (req, res) => {
    const { imageUrl } = bodyFrom(req, imageUrlBody)
    if (imageUrl !== undefined)
      shop.events.publish('profile.imageUrlSubmitted', { imageUrl, request: requestFacts(req) })
    const userId = imageOwnerId(req, shop)
    if (imageUrl !== undefined) await linkImage(shop, userId, imageUrl, ownPort(req))
    res.redirect(redirectToProfile)
  })

  return router
}
