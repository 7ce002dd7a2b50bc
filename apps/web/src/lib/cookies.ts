/** Small cookie helpers; every cookie the client writes lives on path `/`. */

export const HOUR_MS = 60 * 60 * 1000
export const YEAR_MS = 365 * 24 * HOUR_MS

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim()
    if (trimmed.startsWith(prefix)) {
      return decodeURIComponent(trimmed.slice(prefix.length))
    }
  }
  return undefined
}

/** Sets a cookie that expires after `lifetimeMs` (a session cookie when omitted). */
export function setCookie(name: string, value: string, lifetimeMs?: number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`
  if (lifetimeMs !== undefined) {
    cookie += `; expires=${new Date(Date.now() + lifetimeMs).toUTCString()}`
  }
  document.cookie = cookie
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
}
