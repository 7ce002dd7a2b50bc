/*! ngy-cookie v1.0.4 | MIT License | read, write and remove browser cookies */
/* global document -- a browser package: document.cookie is its whole interface */

// This package is planted on purpose: the shop's client depends on "ngy-cookie", a name one keystroke away
// from a well-known cookie library, for the Frontend Typosquatting challenge. Its code is our own and harmless;
// the name must stay visible in the delivered bundle and its licence notice.

/** The package's name and version, kept in the bundle so the dependency can be spotted there. */
export const NGY_COOKIE = 'ngy-cookie@1.0.4'

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT'

/** A cookie name as it appears in the cookie string; plain JavaScript callers get a clear error for non-strings. */
function encodedName(name) {
  if (typeof name !== 'string') throw new TypeError(`${NGY_COOKIE}: cookie names must be strings`)
  return encodeURIComponent(name)
}

/** The decoded value of cookie `name` in `cookieHeader` (defaults to `document.cookie`), or undefined. */
export function getCookie(name, cookieHeader = document.cookie) {
  const prefix = `${encodedName(name)}=`
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim()
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length))
  }
  return undefined
}

/** The `document.cookie` assignment that stores cookie `name`; see setCookie for the options. */
export function cookieString(name, value, options = {}) {
  let cookie = `${encodedName(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`
  if (options.expires !== undefined) cookie += `; expires=${options.expires.toUTCString()}`
  if (options.sameSite !== undefined) cookie += `; samesite=${options.sameSite}`
  if (options.secure) cookie += '; secure'
  return cookie
}

/**
 * Stores cookie `name`. Options: `path` (default `/`), `expires` (a Date; a session cookie without it),
 * `sameSite` (`Strict`, `Lax` or `None`) and `secure`.
 */
export function setCookie(name, value, options = {}) {
  document.cookie = cookieString(name, value, options)
}

/** Removes cookie `name` from `path` (default `/`) by letting it expire at the epoch. */
export function removeCookie(name, options = {}) {
  document.cookie = `${encodedName(name)}=; path=${options.path ?? '/'}; expires=${EPOCH}`
}
