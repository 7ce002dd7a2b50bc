import { z } from 'zod'
import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** PUT /rest/wallet/balance: the amount and the paying card (both judged by the service, with its own messages). */
export const topUpBody = fieldsOf({ balance: anyField, paymentId: anyField })

export type TopUpFields = z.output<typeof topUpBody>
