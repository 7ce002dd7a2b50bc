import type { TokenUser } from '@juicy/contracts'
import { maskEmailVowels } from '../../platform/auth/hashing.js'
import { HttpError } from '../../platform/http/errors.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { memoriesOf, newestImageCaptchaAnswer } from './privacy.repository.js'
import { Refusal } from '../../platform/http/refusal.js'

/** How long a requested image captcha must be answered by the next export. */
const captchaWindowMs = 300_000

export interface DataExport {
  userData: string
  confirmation: string
}

/** If the user requested an image captcha in the last five minutes, the export must carry its newest answer. */
export function checkExportCaptcha(shop: Shop, userId: number, answer: unknown): void {
  let expected: string | undefined
  try {
    const since = new Date(Date.now() - captchaWindowMs).toISOString()
    expected = newestImageCaptchaAnswer(shop.db, userId, since)
  } catch {
    throw new Refusal(401, 'Something went wrong while submitting CAPTCHA. Please try again.')
  }
  if (expected !== undefined && answer !== expected) {
    throw new Refusal(401, 'Wrong answer to CAPTCHA. Please try again.')
  }
}

// vuln-code-snippet start dataExportChallenge
function ordersOf(shop: Shop, email: string) {
  const maskedEmail = maskEmailVowels(email) // vuln-code-snippet neutral-line dataExportChallenge
  try {
    // Orders only remember the vowel-masked email, so every customer whose email masks alike gets them too. // vuln-code-snippet hide-line dataExportChallenge
    const orders = shop.docs.orders.find({ email: { $eq: maskedEmail } }) // vuln-code-snippet vuln-line dataExportChallenge
    return orders.map(({ orderId, totalPrice, products, bonus, eta }) => ({
      orderId,
      totalPrice,
      products,
      bonus,
      eta,
    }))
  } catch {
    throw new HttpError(500, `Error retrieving orders for ${maskedEmail}`)
  }
}
// vuln-code-snippet end dataExportChallenge

function reviewsOf(shop: Shop, email: string) {
  try {
    return shop.docs.posts.find({ author: { $eq: email } }).map((review) => ({
      message: review.message,
      author: review.author,
      productId: review.product,
      likesCount: review.likesCount,
      likedBy: review.likedBy,
    }))
  } catch {
    throw new HttpError(500, `Error retrieving reviews for ${maskEmailVowels(email)}`)
  }
}

// vuln-code-snippet start dataExportChallenge
/**
 * POST /rest/user/data-export: everything the shop keeps about the session's user, as indented JSON text.
 * `origin` (protocol and host of the request) makes the memory image URLs absolute.
 */
export function exportUserData(
  shop: Shop,
  user: TokenUser,
  origin: string,
  request: RequestFacts,
): DataExport {
  const email = String(user.email)
  const orders = ordersOf(shop, email)
  const reviews = reviewsOf(shop, email)
  const memories = memoriesOf(shop.db, user.id).map(({ caption, imagePath }) => ({
    imageUrl: `${origin}/${imagePath}`,
    caption,
  }))
  // vuln-code-snippet hide-start dataExportChallenge
  shop.events.publish('user.dataExported', {
    userId: user.id,
    email,
    orderIds: orders.map((order) => String(order.orderId)),
    request,
  })
  // vuln-code-snippet hide-end dataExportChallenge
  return {
    userData: JSON.stringify({ username: user.username, email, orders, reviews, memories }, null, 2),
    confirmation: 'Your data export will open in a new Browser window.',
  }
}
// vuln-code-snippet end dataExportChallenge
