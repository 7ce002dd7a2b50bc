import { describe, expect, it } from 'vitest'
import {
  isNoticeVisible,
  noticeFingerprint,
  noticePolling,
  parseSystemNotice,
  type SystemNotice,
} from './system-notice'

const now = Date.parse('2026-11-25T12:00:00Z')
const notice = (overrides: Partial<SystemNotice> = {}): SystemNotice => ({
  message: 'The CTF ends at 17:00',
  enabled: true,
  updatedAt: '2026-11-25T11:00:00Z',
  ...overrides,
})

describe('system-wide notification polling', () => {
  it('polls the configured URL at the configured frequency', () => {
    const config = {
      application: {},
      ctf: { systemWideNotifications: { url: '/balancer/api/notifications', pollFrequencySeconds: 30 } },
    }
    expect(noticePolling(config)).toEqual({ url: '/balancer/api/notifications', intervalMs: 30_000 })
  })

  it('does not poll without a URL or a positive frequency', () => {
    const withSettings = (url: string | null, pollFrequencySeconds: number | null) => ({
      application: {},
      ctf: { systemWideNotifications: { url, pollFrequencySeconds } },
    })
    expect(noticePolling(undefined)).toBeNull()
    expect(noticePolling({ application: {} })).toBeNull()
    expect(noticePolling(withSettings(null, 30))).toBeNull()
    expect(noticePolling(withSettings(' ', 30))).toBeNull()
    expect(noticePolling(withSettings('/notice.json', null))).toBeNull()
    expect(noticePolling(withSettings('/notice.json', 0))).toBeNull()
  })
})

describe('system-wide notification answer', () => {
  it('accepts the balancer shape, with or without an end date', () => {
    expect(parseSystemNotice({ ...notice(), endDate: null })).toEqual(notice())
    const full = { ...notice(), endDate: '2026-11-25T17:00:00Z', freezeScoreboardOnEnd: true }
    expect(parseSystemNotice(full)).toEqual(full)
    expect(parseSystemNotice({ ...notice(), updatedAt: 1764068400000 })?.updatedAt).toBe('1764068400000')
  })

  it('rejects malformed answers', () => {
    for (const answer of [
      null,
      'enabled',
      [notice()],
      { ...notice(), message: 42 },
      { ...notice(), enabled: 'true' },
      { message: 'hi', enabled: true },
      { ...notice(), endDate: 'tomorrow-ish' },
    ]) {
      expect(parseSystemNotice(answer)).toBeNull()
    }
  })
})

describe('system-wide notification visibility', () => {
  it('shows an enabled notice', () => {
    expect(isNoticeVisible(notice(), now, null)).toBe(true)
  })

  it('hides a missing, disabled or blank notice', () => {
    expect(isNoticeVisible(undefined, now, null)).toBe(false)
    expect(isNoticeVisible(null, now, null)).toBe(false)
    expect(isNoticeVisible(notice({ enabled: false }), now, null)).toBe(false)
    expect(isNoticeVisible(notice({ message: '  ' }), now, null)).toBe(false)
  })

  it('shows a notice until its end date', () => {
    expect(isNoticeVisible(notice({ endDate: '2026-11-25T12:00:01Z' }), now, null)).toBe(true)
    expect(isNoticeVisible(notice({ endDate: '2026-11-25T12:00:00Z' }), now, null)).toBe(false)
  })

  it('keeps a dismissed notice hidden until its message or update time changes', () => {
    const dismissed = noticeFingerprint(notice())
    expect(isNoticeVisible(notice(), now, dismissed)).toBe(false)
    expect(isNoticeVisible(notice({ updatedAt: '2026-11-25T11:30:00Z' }), now, dismissed)).toBe(true)
    expect(isNoticeVisible(notice({ message: 'Extra time: 30 minutes' }), now, dismissed)).toBe(true)
  })
})
