import { describe, expect, it } from 'vitest'
import { ADMIN_PAGE_SIZE, clampPage, pageOf, userStatus } from './admin-rules'

describe('administration tables', () => {
  it('tells deactivated, logged-in and other users apart', () => {
    expect(userStatus({ isActive: false, lastLoginTime: 1700000000 })).toBe('inactive')
    expect(userStatus({ isActive: 0 })).toBe('inactive')
    expect(userStatus({ isActive: true, lastLoginTime: 1700000000 })).toBe('loggedIn')
    expect(userStatus({ isActive: 1, lastLoginTime: null })).toBe('active')
    expect(userStatus({})).toBe('active')
  })

  it('pages 10 rows at a time', () => {
    const rows = Array.from({ length: 23 }, (_unused, index) => index)
    expect(ADMIN_PAGE_SIZE).toBe(10)
    expect(pageOf(rows, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageOf(rows, 2)).toEqual([20, 21, 22])
  })

  it('steps back a page when deleting emptied the current one', () => {
    expect(clampPage(2, 21)).toBe(2)
    expect(clampPage(2, 20)).toBe(1)
    expect(clampPage(3, 0)).toBe(0)
  })
})
