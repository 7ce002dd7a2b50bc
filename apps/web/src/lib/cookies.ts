/**
 * Small cookie helpers; every cookie the client writes lives on path `/`. They delegate to the vendored
 * `ngy-cookie` package, whose name the Frontend Typosquatting challenge wants visible in the delivered client.
 */
import { getCookie as readCookie, removeCookie, setCookie as writeCookie } from 'ngy-cookie'

export const HOUR_MS = 60 * 60 * 1000
export const YEAR_MS = 365 * 24 * HOUR_MS

export function getCookie(name: string): string | undefined {
  return readCookie(name)
}

/** Sets a cookie that expires after `lifetimeMs` (a session cookie when omitted). */
export function setCookie(name: string, value: string, lifetimeMs?: number): void {
  const expires = lifetimeMs === undefined ? undefined : new Date(Date.now() + lifetimeMs)
  writeCookie(name, value, expires === undefined ? {} : { expires })
}

export function deleteCookie(name: string): void {
  removeCookie(name)
}
