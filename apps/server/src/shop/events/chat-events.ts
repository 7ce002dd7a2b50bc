import type { RequestFacts } from '../request-facts.js'

/** Events of the support chat (`POST /rest/chat`). */
export interface ChatEvents {
  /** The assistant's `generateCoupon` tool created a coupon. */
  'chat.couponGenerated': { discount: number; request: RequestFacts }
  /** Tool calls were streamed to a client that asked for them with the `show_tool_calls` cookie. */
  'chat.toolCallShown': { role: string | undefined; request: RequestFacts }
}
