import { describe, expect, it } from 'vitest'
import { deluxeRefusalKey } from './deluxe-api'

describe('deluxeRefusalKey', () => {
  it('lets a customer ask for the offer', () => {
    expect(deluxeRefusalKey('customer')).toBeNull()
  })

  it('tells a deluxe member and every other role why without asking the server', () => {
    expect(deluxeRefusalKey('deluxe')).toBe('DELUXE_ALREADY_MEMBER')
    expect(deluxeRefusalKey('admin')).toBe('DELUXE_NOT_ELIGIBLE')
    expect(deluxeRefusalKey('accounting')).toBe('DELUXE_NOT_ELIGIBLE')
    expect(deluxeRefusalKey(undefined)).toBe('DELUXE_NOT_ELIGIBLE')
  })
})
