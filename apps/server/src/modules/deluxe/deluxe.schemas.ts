import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** POST /rest/deluxe-membership: how the upgrade is paid (`wallet`, `card` with its id, or a missing mode). */
export const upgradeBody = fieldsOf({ paymentMode: anyField, paymentId: anyField })
