import { local, StorageKeys } from '../../lib/storage'

/** A further export within 5 minutes of the last successful one needs the image captcha. */
export const EXPORT_CAPTCHA_WINDOW_MS = 300_000

export function captchaRequired(lastExportAt: number | null, now: number): boolean {
  return lastExportAt !== null && now - lastExportAt < EXPORT_CAPTCHA_WINDOW_MS
}

export function lastExportAt(): number | null {
  const stored = Number(local.get(StorageKeys.lastSuccessfulExport))
  return Number.isFinite(stored) && stored > 0 ? stored : null
}

export function rememberExport(now: number): void {
  local.set(StorageKeys.lastSuccessfulExport, String(now))
}
