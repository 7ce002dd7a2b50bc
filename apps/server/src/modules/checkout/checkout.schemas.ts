import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** POST /rest/basket/:id/checkout: an optional coupon and the order details. */
export const checkoutBody = fieldsOf({ couponData: anyField, orderDetails: anyField })
