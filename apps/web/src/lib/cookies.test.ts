import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteCookie, getCookie, HOUR_MS, setCookie } from './cookies'

afterEach(() => {
  vi.restoreAllMocks()
  deleteCookie('language')
  deleteCookie('a b')
})

describe('cookies (through ngy-cookie)', () => {
  it('writes, reads and deletes encoded cookies on path /', () => {
    setCookie('a b', 'x=1; y')
    expect(getCookie('a b')).toBe('x=1; y')
    deleteCookie('a b')
    expect(getCookie('a b')).toBeUndefined()
  })

  it('gives a cookie an expiry date when a lifetime is passed, none otherwise', () => {
    const written: string[] = []
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
      written.push(cookie)
    })
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1))
    setCookie('language', 'de_DE', HOUR_MS)
    setCookie('language', 'en')
    deleteCookie('language')
    expect(written).toEqual([
      'language=de_DE; path=/; expires=Tue, 01 Jan 2030 01:00:00 GMT',
      'language=en; path=/',
      'language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ])
  })
})
