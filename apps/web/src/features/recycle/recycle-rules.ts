import type { Validation } from '../../lib/validators'

/** Recycling constants and rules. */
export const RECYCLE_QUANTITY_MIN = 10
export const RECYCLE_QUANTITY_MAX = 1000
/** Above this many liters the pomace can be picked up instead of sent back in a box. */
export const PICKUP_THRESHOLD = 100
export const DEFAULT_TOP_IMAGE = 'fruit_press.jpg'
export const DEFAULT_BOTTOM_IMAGE = 'apple_pressings.jpg'

export function validateRecycleQuantity(value: string): Validation {
  if (value.trim() === '') return 'INVALID_QUANTITY'
  const quantity = Number(value)
  return (
    (Number.isInteger(quantity) && quantity >= RECYCLE_QUANTITY_MIN && quantity <= RECYCLE_QUANTITY_MAX) ||
    'INVALID_QUANTITY'
  )
}

export function offersPickup(quantity: string): boolean {
  return validateRecycleQuantity(quantity) === true && Number(quantity) > PICKUP_THRESHOLD
}

/** A pickup needs a real calendar date (`YYYY-MM-DD`, as the date input gives it). */
export function validatePickupDate(date: string, pickup: boolean): Validation {
  if (!pickup) return true
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return 'INVALID_DATE'
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  const real =
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  return real || 'INVALID_DATE'
}

export interface RecycleForm {
  quantity: string
  pickup: boolean
  date: string
}

export interface RecycleSubmission {
  UserId?: number
  AddressId: number
  quantity: number
  /** Spelled as the reference client sends it (the stored attribute is `isPickup`). */
  isPickUp: boolean
  date?: string
}

/** The request body; pickup and date only count while the quantity offers a pickup. */
export function recycleSubmission(
  form: RecycleForm,
  userId: number | undefined,
  addressId: number,
): RecycleSubmission {
  const pickup = form.pickup && offersPickup(form.quantity)
  return {
    UserId: userId,
    AddressId: addressId,
    quantity: Number(form.quantity),
    isPickUp: pickup,
    date: pickup ? form.date : undefined,
  }
}

export interface SavedRecycle {
  isPickup?: boolean
  pickupDate?: string
  date?: string | null
}

export interface Confirmation {
  key: 'CONFIRM_RECYCLING_PICKUP' | 'CONFIRM_RECYCLING_BOX'
  params?: { pickupdate: string }
}

/**
 * The confirmation for what the customer asked for. The server stores `isPickup` and ignores the
 * client's `isPickUp` spelling, so the answer alone would always read "box"; the request decides.
 */
export function recycleConfirmation(sent: RecycleSubmission, saved: SavedRecycle): Confirmation {
  if (!sent.isPickUp && saved.isPickup !== true) return { key: 'CONFIRM_RECYCLING_BOX' }
  const date = saved.pickupDate ?? sent.date ?? saved.date ?? ''
  return { key: 'CONFIRM_RECYCLING_PICKUP', params: { pickupdate: date.slice(0, 10) } }
}

/** Side images come from the configuration and are served with the product images. */
export function productImageUrl(name: string | undefined, fallback: string): string {
  return `assets/public/images/products/${encodeURI(name && name.trim() !== '' ? name : fallback)}`
}

/** Submit needs a chosen address, a valid quantity and, for a pickup, a valid date. */
export function recycleReady(form: RecycleForm, addressId: number | null): boolean {
  const pickup = form.pickup && offersPickup(form.quantity)
  return (
    addressId !== null &&
    validateRecycleQuantity(form.quantity) === true &&
    validatePickupDate(form.date, pickup) === true
  )
}
