import { afterEach, describe, expect, it, vi } from 'vitest'
import { expiryMonths, expiryYears, validateCardName, validateCardNumber } from './card-rules'
import { checkCampaign, clientCampaignDate, validateCoupon } from './coupon-rules'

describe('campaign coupons', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('dates the client as midnight of the local day at UTC+01:00', () => {
    // Whatever the runner's time zone, 8 March 2019 local noon maps to the campaign's validOn.
    expect(clientCampaignDate(new Date(2019, 2, 8, 12, 0, 0))).toBe(1551999600000)
    expect(clientCampaignDate(new Date(2023, 4, 4, 0, 0, 1))).toBe(1683154800000)
  })

  it('accepts a campaign code only on its day', () => {
    expect(checkCampaign('WMNSDY2019', 1551999600000)).toEqual({
      kind: 'valid',
      discount: 75,
      details: 'WMNSDY2019-1551999600000',
    })
    expect(checkCampaign('ORANGE2020', 1588546800000)).toMatchObject({ kind: 'valid', discount: 50 })
    expect(checkCampaign('WMNSDY2019', clientCampaignDate(new Date(2024, 0, 1)))).toEqual({ kind: 'expired' })
  })

  it('leaves other codes to the server', () => {
    expect(checkCampaign('n<MibgC7sn', 0)).toEqual({ kind: 'none' })
    expect(checkCampaign('toString', 0)).toEqual({ kind: 'none' })
  })

  it('wants exactly 10 characters', () => {
    expect(validateCoupon('')).toBe('MANDATORY_COUPON')
    expect(validateCoupon('SHORT')).toBe('COUPON_CODE_HINT')
    expect(validateCoupon('WMNSDY2019')).toBe(true)
  })
})

describe('cards', () => {
  it('requires a name and a sixteen digit number between 1e15 and 1e16', () => {
    expect(validateCardName(' ')).toBe('MANDATORY_NAME')
    expect(validateCardNumber('')).toBe('MANDATORY_CARD_NUMBER')
    expect(validateCardNumber('999999999999999')).toBe('VALID_CARD_NUMBER')
    expect(validateCardNumber('12345678901234x6')).toBe('VALID_CARD_NUMBER')
    expect(validateCardNumber('4716190207394368')).toBe(true)
    expect(validateCardNumber('1000000000000000')).toBe(true)
  })

  it('offers months 1-12 and 20 years from 2080', () => {
    expect(expiryMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(expiryYears).toHaveLength(20)
    expect(expiryYears[0]).toBe(2080)
    expect(expiryYears.at(-1)).toBe(2099)
  })
})
