import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** POST /b2b/v2/orders: any JSON is accepted; `orderLinesData` is the code the RCE challenges evaluate. */
export const b2bOrderBody = fieldsOf({ cid: anyField, orderLines: anyField, orderLinesData: anyField })
