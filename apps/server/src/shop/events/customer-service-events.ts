import type { RequestFacts } from '../request-facts.js'

/** Which table a customer's text was stored in. */
export type CustomerTextKind = 'feedback' | 'complaint'

/** Events of feedback, complaints, uploads, administration and the other customer-service features. */
export interface CustomerServiceEvents {
  /**
   * A feedback comment or complaint message was stored, as stored (after validation and sanitising). The
   * database-backed text checks of the reference judge it here, once, instead of scanning the tables.
   */
  'customerText.stored': { kind: CustomerTextKind; text: string; request: RequestFacts }
}
