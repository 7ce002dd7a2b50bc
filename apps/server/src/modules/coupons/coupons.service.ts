import { HttpError } from '../../platform/http/errors.js'
import type { Shop } from '../../shop/shop.js'
import { basketById, setBasketCoupon } from '../basket/basket.repository.js'
import { Refusal } from '../../platform/http/refusal.js'
import { couponDiscount } from './coupon.js'

/**
 * PUT /rest/basket/:id/coupon/:coupon: a coupon valid this month is stored on the basket and its
 * percent answered; any other code clears the basket's coupon. Like the reference (and its API tests), the basket
 * need not be the caller's own: a coupon only lowers the price of whoever checks the basket out.
 */
export function redeemCoupon(shop: Shop, basketId: string, code: string): number {
  const basket = basketById(shop.db, basketId)
  if (!basket) throw new HttpError(500, `Basket with id=${basketId} does not exist.`)
  const discount = couponDiscount(code, new Date())
  setBasketCoupon(shop.db, basket.id, discount === undefined ? null : code)
  if (discount === undefined) throw new Refusal(404, 'Invalid coupon.')
  return discount
}
