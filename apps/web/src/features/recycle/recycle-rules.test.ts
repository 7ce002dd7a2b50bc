import { describe, expect, it } from 'vitest'
import {
  offersPickup,
  productImageUrl,
  recycleConfirmation,
  recycleReady,
  recycleSubmission,
  validatePickupDate,
  validateRecycleQuantity,
} from './recycle-rules'

describe('recycle quantity', () => {
  it('is a whole number of liters from 10 to 1000', () => {
    expect(validateRecycleQuantity('')).toBe('INVALID_QUANTITY')
    expect(validateRecycleQuantity('9')).toBe('INVALID_QUANTITY')
    expect(validateRecycleQuantity('10')).toBe(true)
    expect(validateRecycleQuantity('1000')).toBe(true)
    expect(validateRecycleQuantity('1001')).toBe('INVALID_QUANTITY')
    expect(validateRecycleQuantity('12.5')).toBe('INVALID_QUANTITY')
  })

  it('offers a pickup only above 100 liters', () => {
    expect(offersPickup('100')).toBe(false)
    expect(offersPickup('101')).toBe(true)
    expect(offersPickup('5000')).toBe(false)
  })
})

describe('pickup date', () => {
  it('is needed only for a pickup and must be a real date', () => {
    expect(validatePickupDate('', false)).toBe(true)
    expect(validatePickupDate('', true)).toBe('INVALID_DATE')
    expect(validatePickupDate('2030-02-30', true)).toBe('INVALID_DATE')
    expect(validatePickupDate('tomorrow', true)).toBe('INVALID_DATE')
    expect(validatePickupDate('2030-02-28', true)).toBe(true)
  })
})

describe('recycle request', () => {
  it('is ready with an address, a valid quantity and, for a pickup, a date', () => {
    expect(recycleReady({ quantity: '50', pickup: false, date: '' }, null)).toBe(false)
    expect(recycleReady({ quantity: '50', pickup: false, date: '' }, 3)).toBe(true)
    expect(recycleReady({ quantity: '5', pickup: false, date: '' }, 3)).toBe(false)
    expect(recycleReady({ quantity: '200', pickup: true, date: '' }, 3)).toBe(false)
    expect(recycleReady({ quantity: '200', pickup: true, date: '2030-01-15' }, 3)).toBe(true)
    // A leftover pickup tick does not count once the quantity no longer offers a pickup.
    expect(recycleReady({ quantity: '50', pickup: true, date: '' }, 3)).toBe(true)
  })

  it('sends isPickUp and the date only for a pickup', () => {
    expect(recycleSubmission({ quantity: '200', pickup: true, date: '2030-01-15' }, 7, 3)).toEqual({
      UserId: 7,
      AddressId: 3,
      quantity: 200,
      isPickUp: true,
      date: '2030-01-15',
    })
    expect(recycleSubmission({ quantity: '50', pickup: true, date: '2030-01-15' }, 7, 3)).toEqual({
      UserId: 7,
      AddressId: 3,
      quantity: 50,
      isPickUp: false,
      date: undefined,
    })
  })

  it('confirms a pickup with its date, otherwise a box', () => {
    const pickup = recycleSubmission({ quantity: '200', pickup: true, date: '2030-01-15' }, 7, 3)
    expect(recycleConfirmation(pickup, { isPickup: false, date: '2030-01-15T00:00:00.000Z' })).toEqual({
      key: 'CONFIRM_RECYCLING_PICKUP',
      params: { pickupdate: '2030-01-15' },
    })
    const box = recycleSubmission({ quantity: '50', pickup: false, date: '' }, 7, 3)
    expect(recycleConfirmation(box, { isPickup: false, date: null })).toEqual({
      key: 'CONFIRM_RECYCLING_BOX',
    })
  })

  it('loads the side images from the product images, with defaults', () => {
    expect(productImageUrl('fruit_press.jpg', 'x.jpg')).toBe('assets/public/images/products/fruit_press.jpg')
    expect(productImageUrl(undefined, 'apple_pressings.jpg')).toBe(
      'assets/public/images/products/apple_pressings.jpg',
    )
  })
})
