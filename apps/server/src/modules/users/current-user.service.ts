import type { TokenUser } from '@juicy/contracts'
import { verifyToken } from '../../platform/auth/jwt.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { findUserById, updateLastLoginIp } from './users.repository.js'

/** The user of a cookie token that the server knows and that still verifies. */
function cookieUser(shop: Shop, token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined
  const session = shop.sessions.get(token)
  if (!session) return undefined
  try {
    verifyToken(token)
  } catch {
    return undefined
  }
  return session.data as unknown as Record<string, unknown>
}

// vuln-code-snippet start passwordHashLeakChallenge
/** The `fields` query parameter as trimmed names (several parameters are read as one list). */
function fieldNames(fields: unknown): string[] | undefined {
  const parts = Array.isArray(fields) ? fields : [fields]
  const text = parts.filter((part): part is string => typeof part === 'string').join(',')
  return text === '' ? undefined : text.split(',').map((name) => name.trim())
}

// vuln-code-snippet hide-start passwordHashLeakChallenge
export interface WhoamiQuery {
  /** The cookie `token`. */
  token: unknown
  /** The `fields` query parameter(s). */
  fields: unknown
  /** Whether a `callback` query parameter asks for JSONP. */
  callbackRequested: boolean
}

/**
 * GET /rest/user/whoami: the cached user of the cookie token, by default id, email, last login IP
 * and profile image. `fields` picks any attributes of the cached row instead, the password hash included.
 */
// vuln-code-snippet hide-end passwordHashLeakChallenge
export function whoami(shop: Shop, query: WhoamiQuery, request: RequestFacts): Record<string, unknown> {
  const user = cookieUser(shop, query.token) ?? {}
  const answer: Record<string, unknown> = {}
  const names = fieldNames(query.fields) ?? ['id', 'email', 'lastLoginIp', 'profileImage'] // vuln-code-snippet neutral-line passwordHashLeakChallenge
  for (const name of names) {
    if (Object.hasOwn(user, name)) answer[name] = user[name] // vuln-code-snippet vuln-line passwordHashLeakChallenge
  }
  // vuln-code-snippet hide-start passwordHashLeakChallenge
  shop.events.publish('user.whoamiAnswered', {
    user: answer,
    callbackRequested: query.callbackRequested,
    request,
  })
  // vuln-code-snippet hide-end passwordHashLeakChallenge
  return answer
}
// vuln-code-snippet end passwordHashLeakChallenge

/** A socket address as people write it: without the IPv4-mapped prefix, loopback as 127.0.0.1. */
export function simpleIpAddress(address: string | undefined): string {
  if (address === undefined) return ''
  if (address === '::1') return '127.0.0.1'
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}

/** Tags removed until none is left, then stray angle brackets (the value is shown as HTML by the client). */
export function withoutMarkup(value: string): string {
  let previous: string
  let current = value
  do {
    previous = current
    current = current.replace(/<[^<>]*>/g, '')
  } while (current !== previous)
  return current.replace(/[<>]/g, '')
}

export interface LoginIpSource {
  /** First True-Client-IP header, if sent. */
  trueClientIp: string | undefined
  socketAddress: string | undefined
  request: RequestFacts
}

// vuln-code-snippet start httpHeaderXssChallenge
// vuln-code-snippet hide-start httpHeaderXssChallenge
/**
 * GET /rest/saveLoginIp: stores the caller's last login IP and answers the updated record, or undefined when the
 * token's user is not stored. The header is taken as the client states it (the client later shows it as HTML);
 * it is only cleaned while the HTTP-Header XSS challenge is switched off.
 */
// vuln-code-snippet hide-end httpHeaderXssChallenge
export function saveLoginIp(shop: Shop, userId: unknown, source: LoginIpSource): TokenUser | undefined {
  const user = findUserById(shop.db, userId)
  if (!user) return undefined
  const { trueClientIp, socketAddress, request } = source
  let lastLoginIp = trueClientIp ?? simpleIpAddress(socketAddress) // vuln-code-snippet vuln-line httpHeaderXssChallenge
  // vuln-code-snippet hide-start httpHeaderXssChallenge
  if (trueClientIp !== undefined && !shop.vulnerabilities.isOpen('httpHeaderXssChallenge')) {
    lastLoginIp = withoutMarkup(trueClientIp)
  }
  // vuln-code-snippet hide-end httpHeaderXssChallenge
  updateLastLoginIp(shop.db, user.id, lastLoginIp)
  shop.events.publish('user.loginIpSaved', { userId: user.id, trueClientIp, request }) // vuln-code-snippet hide-line httpHeaderXssChallenge
  return findUserById(shop.db, user.id)
}
// vuln-code-snippet end httpHeaderXssChallenge
