import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** PUT /rest/order-history/:id/delivery-status: `deliveryStatus` true, false or absent (checked by the service). */
export const deliveryStatusBody = fieldsOf({ deliveryStatus: anyField })
