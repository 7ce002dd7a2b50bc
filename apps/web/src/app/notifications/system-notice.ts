import type { ApplicationConfig } from '../../lib/application-config'

/**
 * MultiJuicer's event-wide broadcast (`ctf.systemWideNotifications`): what the polled URL answers and when its
 * banner shows, kept pure for testing.
 */
export interface SystemNotice {
  message: string
  enabled: boolean
  updatedAt: string
  endDate?: string
  freezeScoreboardOnEnd?: boolean
}

export interface NoticePolling {
  url: string
  intervalMs: number
}

/** Polling happens only when the configuration names a URL and a positive interval. */
export function noticePolling(config: ApplicationConfig | undefined): NoticePolling | null {
  const { url, pollFrequencySeconds } = config?.ctf?.systemWideNotifications ?? {}
  if (typeof url !== 'string' || url.trim() === '') return null
  if (typeof pollFrequencySeconds !== 'number' || !(pollFrequencySeconds > 0)) return null
  return { url: url.trim(), intervalMs: pollFrequencySeconds * 1000 }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The answer as a notice, or `null` when it is not one (a malformed answer shows nothing). */
export function parseSystemNotice(value: unknown): SystemNotice | null {
  if (!isRecord(value)) return null
  const { message, enabled, updatedAt, endDate, freezeScoreboardOnEnd } = value
  if (typeof message !== 'string' || typeof enabled !== 'boolean') return null
  if (typeof updatedAt !== 'string' && typeof updatedAt !== 'number') return null
  const notice: SystemNotice = { message, enabled, updatedAt: String(updatedAt) }
  if (endDate !== undefined && endDate !== null) {
    if (typeof endDate !== 'string' || Number.isNaN(Date.parse(endDate))) return null
    notice.endDate = endDate
  }
  if (typeof freezeScoreboardOnEnd === 'boolean') notice.freezeScoreboardOnEnd = freezeScoreboardOnEnd
  return notice
}

/** Identifies one version of the notice: a dismissal holds until the message or `updatedAt` changes. */
export function noticeFingerprint(notice: SystemNotice): string {
  return `${notice.updatedAt}\n${notice.message}`
}

/** Shown when enabled, not blank, not past its end date (as of `now`, ms) and not dismissed in this version. */
export function isNoticeVisible(
  notice: SystemNotice | null | undefined,
  now: number,
  dismissed: string | null,
): notice is SystemNotice {
  if (!notice?.enabled || notice.message.trim() === '') return false
  if (notice.endDate !== undefined && Date.parse(notice.endDate) <= now) return false
  return noticeFingerprint(notice) !== dismissed
}
