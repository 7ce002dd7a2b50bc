import { describe, expect, it } from 'vitest'
import { addressBody, addressRules } from './address-rules'

describe('address rules', () => {
  it('requires country, name, address and city; state is optional', () => {
    expect(addressRules.country('')).toBe('MANDATORY_COUNTRY')
    expect(addressRules.fullName(' ')).toBe('MANDATORY_NAME')
    expect(addressRules.streetAddress('')).toBe('MANDATORY_ADDRESS')
    expect(addressRules.city('')).toBe('MANDATORY_CITY')
    expect(addressRules.state('')).toBe(true)
  })

  it('wants a mobile number between 1111111 and 9999999999', () => {
    expect(addressRules.mobileNum('')).toBe('MANDATORY_MOBILE_NUMBER')
    expect(addressRules.mobileNum('1111110')).toBe('INVALID_MOBILE_NUMBER_MIN')
    expect(addressRules.mobileNum('10000000000')).toBe('INVALID_MOBILE_NUMBER_MAX')
    expect(addressRules.mobileNum('1111111')).toBe(true)
    expect(addressRules.mobileNum('9999999999')).toBe(true)
  })

  it('limits the zip code to 8 and the address to 160 characters', () => {
    expect(addressRules.zipCode('')).toBe('MANDATORY_ZIP_CODE')
    expect(addressRules.zipCode('123456789')).toBe('INVALID_ZIP_CODE_LENGTH')
    expect(addressRules.zipCode('12345678')).toBe(true)
    expect(addressRules.streetAddress('a'.repeat(161))).toBe('INVALID_ADDRESS_LENGTH')
    expect(addressRules.streetAddress('a'.repeat(160))).toBe(true)
  })

  it('sends the mobile number as a number', () => {
    const fields = {
      country: 'DE',
      fullName: 'A',
      mobileNum: '1234567',
      zipCode: '1',
      streetAddress: 'S',
      city: 'C',
      state: '',
    }
    expect(addressBody(fields).mobileNum).toBe(1234567)
  })
})
