/** Typed access to the browser storage entries the shop uses (names as the reference's, which write-ups use). */

export const StorageKeys = {
  token: 'token',
  email: 'email',
  totpTmpToken: 'totp_tmp_token',
  basketId: 'bid',
  /** Time (ms since epoch) of the last successful data export; decides whether a captcha is needed. */
  lastSuccessfulExport: 'lastSuccessfulTry',
  /** Fingerprint (`updatedAt` and message) of the system-wide notification the player dismissed. */
  dismissedSystemNotice: 'systemWideNotificationDismissed',
  /** The support chat's conversation (session storage: kept for the browser session only). */
  chatConversation: 'chatbotConversation',
} as const

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}

export const local = {
  get: (key: string): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => localStorage.removeItem(key), undefined),
}

export const session = {
  get: (key: string): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => sessionStorage.removeItem(key), undefined),
}

/** Reads a JSON value from local storage, returning `undefined` when absent or unparsable. */
export function readLocalJson(key: string): unknown {
  const raw = local.get(key)
  if (raw === null) return undefined
  return safe<unknown>(() => JSON.parse(raw), undefined)
}

export function writeLocalJson(key: string, value: unknown): void {
  local.set(key, JSON.stringify(value))
}
