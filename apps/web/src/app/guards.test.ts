import { describe, expect, it } from 'vitest'
import { checkAccess } from './guards'

const customer = { token: 'x.y.z', user: { role: 'customer' as const } }
const admin = { token: 'x.y.z', user: { role: 'admin' as const } }
const accountant = { token: 'x.y.z', user: { role: 'accounting' as const } }
const anonymous = { token: null, user: null }

describe('route guards', () => {
  it('login guard wants a stored token', () => {
    expect(checkAccess('login', anonymous)).toBe('UNAUTHORIZED_ACCESS_ERROR')
    expect(checkAccess('login', customer)).toBeNull()
  })

  it('admin guard wants role admin', () => {
    expect(checkAccess('admin', anonymous)).toBe('UNAUTHORIZED_PAGE_ACCESS_ERROR')
    expect(checkAccess('admin', customer)).toBe('UNAUTHORIZED_PAGE_ACCESS_ERROR')
    expect(checkAccess('admin', admin)).toBeNull()
  })

  it('accounting guard wants role accounting', () => {
    expect(checkAccess('accounting', admin)).toBe('UNAUTHORIZED_PAGE_ACCESS_ERROR')
    expect(checkAccess('accounting', accountant)).toBeNull()
  })
})
