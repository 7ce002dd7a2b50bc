import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** POST /rest/basket/:id/checkout: an optional coupon and the order details (spec/api.md §2.7 note C). */
export const checkoutBody = fieldsOf({ couponData: anyField, orderDetails: anyField })
