import { useSyncExternalStore } from 'react'
import type { TokenUser } from '@juicy/contracts'
import { deleteCookie, HOUR_MS, setCookie } from './cookies'
import { decodeTokenUser } from './jwt'
import { local, session, StorageKeys } from './storage'

/** The session cookie lives 8 hours. */
export const TOKEN_COOKIE_LIFETIME_MS = 8 * HOUR_MS

const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab logging in or out changes local storage too.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === StorageKeys.token) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function getToken(): string | null {
  return local.get(StorageKeys.token)
}

export function getBasketId(): string | null {
  return session.get(StorageKeys.basketId)
}

/** Stores a fresh session: token in local storage and cookie, basket id in session storage. */
export function storeSession(token: string, basketId?: number | string): void {
  local.set(StorageKeys.token, token)
  setCookie('token', token, TOKEN_COOKIE_LIFETIME_MS)
  if (basketId !== undefined && basketId !== null) {
    session.set(StorageKeys.basketId, String(basketId))
  }
  notify()
}

/** Replaces the token only (deluxe upgrade, 2FA) keeping the basket id. */
export function replaceToken(token: string): void {
  storeSession(token)
}

/** Forgets token, token cookie, basket id and the support chat's conversation (it may name the user's orders). */
export function clearSession(): void {
  local.remove(StorageKeys.token)
  deleteCookie('token')
  session.remove(StorageKeys.basketId)
  session.remove(StorageKeys.chatConversation)
  notify()
}

export interface SessionState {
  token: string | null
  user: Partial<TokenUser> | null
  isLoggedIn: boolean
}

let cachedToken: string | null | undefined
let cachedState: SessionState = { token: null, user: null, isLoggedIn: false }

export function getSessionState(): SessionState {
  const token = getToken()
  if (token !== cachedToken) {
    cachedToken = token
    cachedState = { token, user: decodeTokenUser(token), isLoggedIn: Boolean(token) }
  }
  return cachedState
}

/** React view of the session; re-renders on login and logout. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState)
}
