import { beforeEach, describe, expect, it } from 'vitest'
import { captchaRequired, EXPORT_CAPTCHA_WINDOW_MS, lastExportAt, rememberExport } from './export-captcha'

describe('export captcha timing', () => {
  beforeEach(() => localStorage.clear())

  it('needs no captcha before the first export', () => {
    expect(lastExportAt()).toBeNull()
    expect(captchaRequired(null, Date.now())).toBe(false)
  })

  it('needs the captcha for 300000 ms after a successful export', () => {
    const exportedAt = 1_700_000_000_000
    expect(EXPORT_CAPTCHA_WINDOW_MS).toBe(300_000)
    expect(captchaRequired(exportedAt, exportedAt)).toBe(true)
    expect(captchaRequired(exportedAt, exportedAt + 299_999)).toBe(true)
    expect(captchaRequired(exportedAt, exportedAt + 300_000)).toBe(false)
  })

  it('remembers the time of the last export in local storage', () => {
    rememberExport(1234)
    expect(lastExportAt()).toBe(1234)
    localStorage.setItem('lastSuccessfulTry', 'garbage')
    expect(lastExportAt()).toBeNull()
  })
})
