import { describe, expect, it } from 'vitest'
import { clientRoutes, withParams } from '../support/client-routes.js'

describe('the client route list (read from the route table)', () => {
  const routes = clientRoutes()
  const byPattern = new Map(routes.map((route) => [route.pattern, route]))

  it('holds the known pages with the guards of the table', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect(byPattern.get('search')?.needs).toBe('none')
    expect(byPattern.get('score-board')?.needs).toBe('none')
    expect(byPattern.get('basket')?.needs).toBe('login')
    expect(byPattern.get('administration')?.needs).toBe('admin')
    expect(byPattern.get('accounting')?.needs).toBe('accounting')
  })

  it('includes the nested privacy & security pages with their parent’s guard', () => {
    expect(byPattern.get('privacy-security/privacy-policy')?.needs).toBe('login')
    expect(byPattern.get('privacy-security/last-login-ip')?.needs).toBe('login')
  })

  it('fills parameters with sample values and leaves out the catch-all', () => {
    expect(byPattern.get('payment/:entity')?.path).toBe('payment/shop')
    expect(byPattern.get('address/edit/:addressId')?.path).toBe('address/edit/4')
    expect(byPattern.has('*')).toBe(false)
    expect(routes.every((route) => !route.path.includes(':'))).toBe(true)
    expect(withParams('order-completion/:id', { id: 'a b' })).toBe('order-completion/a%20b')
  })
})
