import { withinQuota } from '../../shop/storage.js'
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TokenUser } from '@juicy/contracts'
import { signToken } from '../../platform/auth/jwt.js'
import type { SessionEntry } from '../../platform/auth/session-list.js'
import { HttpError } from '../../platform/http/errors.js'
import { fetchOutbound } from '../../platform/outbound/outbound-gateway.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import type { ProfileView } from '../../views/profile.view.js'
import { findUserById } from '../users/users.repository.js'
import { detectType, isPassiveSvg } from './image-type.js'
import { updateProfileImage, updateUsername } from './profile.repository.js'
import { cleanUsername } from './username-filter.js'
import { evaluateUsername, isTemplate } from './username-template.js'

const uploadsUrl = '/assets/public/images/uploads'
const urlImageExtensions = ['jpg', 'jpeg', 'png', 'svg', 'gif']

/** The page data of GET /profile, after evaluating a `#{…}` username while CSP Bypass is enabled. */
export async function profileView(
  shop: Shop,
  user: TokenUser,
  ownPort: number,
  request: RequestFacts,
): Promise<ProfileView> {
  let username = user.username
  if (isTemplate(username) && shop.vulnerabilities.isOpen('usernameXssChallenge')) {
    shop.events.publish('profile.templateEvaluated', { userId: user.id, request })
    username = await evaluateUsername(shop, username, ownPort)
  }
  shop.events.publish('profile.rendered', { username, profileImage: user.profileImage, request })
  const emailHash = createHash('md5').update(user.email).digest('hex')
  return {
    email: user.email,
    username,
    profileImage: user.profileImage,
    gravatarUrl: `https://www.gravatar.com/avatar/${emailHash}`,
  }
}

// vuln-code-snippet start usernameXssChallenge
/** The CSP of the profile page, with the stored image URL written into it as it is. */ // vuln-code-snippet hide-line usernameXssChallenge
export function profileCsp(profileImage: string): string {
  // Header values cannot carry control characters; everything else of the URL goes in unchanged. // vuln-code-snippet hide-line usernameXssChallenge
  const source = [...profileImage].filter((char) => char >= ' ' && char !== '\u007f').join('') // vuln-code-snippet neutral-line usernameXssChallenge
  return `img-src 'self' ${source}; script-src 'self' 'unsafe-eval'` // vuln-code-snippet vuln-line usernameXssChallenge
}
// vuln-code-snippet end usernameXssChallenge

export interface HeaderSources {
  origin: string
  referer: string
}

/** POST /profile: stores the cleaned username and issues a fresh session token (answered as cookie). */
export function changeUsername(
  shop: Shop,
  session: SessionEntry,
  username: string,
  sources: HeaderSources,
  request: RequestFacts,
): string {
  const user = findUserById(shop.db, session.data.id)
  if (!user) throw new HttpError(500, 'User not found')
  const cleaned = cleanUsername(username, shop.vulnerabilities.isOpen('usernameXssChallenge'))
  updateUsername(shop.db, user.id, cleaned)
  shop.events.publish('profile.usernameChanged', {
    previous: user.username,
    username: cleaned,
    ...sources,
    request,
  })
  const updated = findUserById(shop.db, user.id) ?? user
  const token = signToken({ status: 'success', data: updated })
  shop.sessions.put(token, { data: updated, ...(session.bid === undefined ? {} : { bid: session.bid }) })
  return token
}

/** Thrown for uploads that are refused before the login check. */
export class UploadRefusal extends HttpError {}

/** POST /profile/image/file: the type comes from the content; only images are stored, as `<userId>.<ext>`. */
export function checkImageFile(shop: Shop, content: Buffer): { ext: string; mime: string } {
  const type = detectType(content)
  if (!type) {
    shop.events.publish('upload.counted', { fileType: 'unknown', failed: true })
    throw new UploadRefusal(500, 'Illegal file type')
  }
  if (!type.mime.startsWith('image/') || (type.ext === 'svg' && !isPassiveSvg(content))) {
    shop.events.publish('upload.counted', { fileType: type.ext, failed: true })
    throw new UploadRefusal(415, `Profile image upload does not accept this file type: ${type.mime}`)
  }
  return type
}

export async function storeImageFile(
  shop: Shop,
  userId: number,
  content: Buffer,
  ext: string,
): Promise<void> {
  await withinQuota(shop, content.length, () =>
    writeFileSync(path.join(shop.files.uploads, `${userId}.${ext}`), content),
  )
  updateProfileImage(shop.db, userId, `${uploadsUrl}/${userId}.${ext}`)
  shop.events.publish('upload.counted', { fileType: ext, failed: false })
}

// vuln-code-snippet start ssrfChallenge
// vuln-code-snippet hide-start ssrfChallenge
/**
 * POST /profile/image/url: the server fetches the image itself. Every fetch goes through the outbound gateway,
 * which lets only the shop's own origin (and the origins an operator configured in `server.outboundOrigins`)
 * through; on any failure the URL itself becomes the profile image.
 */
// vuln-code-snippet hide-end ssrfChallenge
export async function linkImage(
  shop: Shop,
  userId: number,
  imageUrl: string,
  ownPort: number,
): Promise<void> {
  const allowedOrigins = shop.config.server.outboundOrigins
  const ownOrigin = { port: ownPort, headers: shop.ownRequestHeaders } // vuln-code-snippet neutral-line ssrfChallenge
  const answer = await fetchOutbound(imageUrl, ownOrigin, { allowedOrigins }) // vuln-code-snippet vuln-line ssrfChallenge
  if (!answer.ok || answer.status < 200 || answer.status >= 300 || answer.body.length === 0) {
    updateProfileImage(shop.db, userId, imageUrl)
    return
  }
  const suffix = (imageUrl.split('.').pop() ?? '').toLowerCase()
  const ext = urlImageExtensions.includes(suffix) ? suffix : 'jpg'
  if (ext === 'svg' && !isPassiveSvg(answer.body)) {
    updateProfileImage(shop.db, userId, imageUrl)
    return
  }
  writeFileSync(path.join(shop.files.uploads, `${userId}.${ext}`), answer.body)
  updateProfileImage(shop.db, userId, `${uploadsUrl}/${userId}.${ext}`)
}
// vuln-code-snippet end ssrfChallenge
