import type { CatalogueEvents } from './events/catalogue-events.js'
import type { ChatEvents } from './events/chat-events.js'
import type { CheckoutEvents } from './events/checkout-events.js'
import type { CustomerServiceEvents } from './events/customer-service-events.js'
import type { FacilityEvents } from './events/facility-events.js'
import type { FeedbackEvents } from './events/feedback-events.js'
import type { LoginEvents } from './events/login-events.js'
import type { RecoveryEvents } from './events/recovery-events.js'
import type { UploadEvents } from './events/upload-events.js'
import type { Web3Events } from './events/web3-events.js'
import type { RequestFacts } from './request-facts.js'

/**
 * Typed domain events. Business modules publish facts; challenge detectors subscribe and judge them
 * (docs/contributing.md). Handlers run synchronously in subscription order; a failing handler is
 * reported to `onError` and never disturbs the publisher.
 */

/**
 * Every event of the shop. Each area declares its events in its own file under `shop/events/` and this interface
 * combines them, so areas never edit each other's declarations.
 */
export interface ShopEvents
  extends
    LoginEvents,
    RecoveryEvents,
    CatalogueEvents,
    CheckoutEvents,
    FacilityEvents,
    CustomerServiceEvents,
    FeedbackEvents,
    UploadEvents,
    Web3Events,
    ChatEvents {
  /** Every HTTP request, before routing. */
  'http.requested': RequestFacts
  /** An error reached the final error handler. `statusBefore` is the response status at that moment. */
  'http.errored': { request: RequestFacts; error: { name: string; message: string }; statusBefore: number }
  /** A client reported its open notifications when closing them all (socket event). */
  'client.notificationsClosed': { notifications: unknown }
  /** A client reported a search text (socket event verifyLocalXssChallenge). */
  'client.searchReported': { text: unknown }
  /** A continue code was applied; `ids` are the decoded challenge ids. */
  'progress.continueCodeApplied': { code: string; ids: number[] }
  /** A registration arrived (before any check), so challenges can judge even refused attempts. */
  'user.registrationAttempted': { body: Record<string, unknown>; request: RequestFacts }
  'user.registered': { userId: number; body: Record<string, unknown> }
  'user.loggedIn': { userId: number; email: string; request: RequestFacts }
}

export type EventName = keyof ShopEvents
type Handler<K extends EventName> = (payload: ShopEvents[K]) => void

export class EventBus {
  private readonly handlers = new Map<EventName, Handler<EventName>[]>()

  constructor(private readonly onError: (event: EventName, error: unknown) => void = () => {}) {}

  subscribe<K extends EventName>(event: K, handler: Handler<K>): () => void {
    const list = this.handlers.get(event) ?? []
    list.push(handler as Handler<EventName>)
    this.handlers.set(event, list)
    return () => {
      const current = this.handlers.get(event) ?? []
      this.handlers.set(
        event,
        current.filter((h) => h !== handler),
      )
    }
  }

  publish<K extends EventName>(event: K, payload: ShopEvents[K]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        handler(payload)
      } catch (error) {
        this.onError(event, error)
      }
    }
  }
}
