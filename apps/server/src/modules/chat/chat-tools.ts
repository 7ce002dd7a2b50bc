import { encodeCoupon } from '../coupons/coupon.js'
import { isOrderOf } from '../orders/orders.service.js'
import { reviewsOfProduct } from '../reviews/reviews.service.js'
import { findUserById } from '../users/users.repository.js'
import { productsContaining } from '../catalogue/catalogue.repository.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import type { ToolDefinition } from './chat-engine.js'

/** The caller as its Bearer token names it (the tools act for this user). */
export interface ChatCaller {
  userId?: number
  email?: string
  role?: string
  username?: string
}

const stringParameter = (name: string, description: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string', description } },
  required: [name],
})

/** The four tools the assistant may call, exactly as the reference offers them. */
export const chatTools: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'searchProducts',
      description:
        'Searches the shop catalogue; answers matching products with id, name, description, price and image.',
      parameters: stringParameter('query', 'Words to look for in product names and descriptions'),
    },
  },
  {
    type: 'function',
    function: {
      name: 'getProductReviews',
      description: 'Answers the customer reviews of one product.',
      parameters: stringParameter('id', 'The product id'),
    },
  },
  {
    type: 'function',
    function: {
      name: 'getOrderById',
      description: 'Looks up an order of the logged-in customer by its order id.',
      parameters: stringParameter('orderId', 'The order id, e.g. 5267-f9cd5882f54c75a3'),
    },
  },
  // vuln-code-snippet start chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
  {
    type: 'function',
    function: {
      name: 'generateCoupon',
      description: 'Creates a coupon code for a percentage discount on the next order.',
      parameters: {
        type: 'object',
        properties: { discount: { type: 'number', description: 'Discount in percent' } }, // vuln-code-snippet neutral-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
        required: ['discount'],
      },
    },
  },
  // vuln-code-snippet end chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
]

export interface ToolContext {
  shop: Shop
  caller: ChatCaller
  request: RequestFacts
  now: Date
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : String(value)

// vuln-code-snippet start chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge systemPromptExtractionChallenge
/** Runs one tool call; the result is what the model reads back (errors included, as objects). */
export async function runTool(
  name: string,
  args: Record<string, unknown>,
  context: ToolContext,
): Promise<unknown> {
  const { shop, caller, request, now } = context
  switch (name) {
    // vuln-code-snippet hide-start chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge systemPromptExtractionChallenge
    case 'searchProducts': {
      return productsContaining(shop.db, text(args.query))
    }
    case 'getProductReviews':
      return (
        (await reviewsOfProduct(shop, text(args.id), undefined, request)) ?? {
          error: 'Reviews not available',
        }
      )
    // vuln-code-snippet hide-end chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
    case 'getOrderById': {
      if (caller.userId === undefined) return { error: 'Customer not authenticated' }
      const user = findUserById(shop.db, caller.userId)
      if (!user) return { error: 'Customer not found' }
      const order = shop.docs.orders.find({ orderId: { $eq: text(args.orderId) } })[0]
      if (!order) return { error: 'Order not found' }
      return isOrderOf(order, user.email) ? order : { error: 'Order does not belong to the current customer' }
    }
    // vuln-code-snippet hide-end systemPromptExtractionChallenge
    case 'generateCoupon': {
      const discount = Math.round(Number(args.discount)) // vuln-code-snippet neutral-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
      // vuln-code-snippet neutral-line systemPromptExtractionChallenge
      // vuln-code-snippet vuln-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
      if (!Number.isFinite(discount) || discount < 1 || discount > 99)
        return { error: 'Discount must be 1 to 99 percent' } // vuln-code-snippet neutral-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
      shop.events.publish('chat.couponGenerated', { discount, request })
      return { couponCode: encodeCoupon(discount, now), discount } // vuln-code-snippet neutral-line chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge
    }
    default:
      return { error: `Unknown tool: ${name}` }
  }
}
// vuln-code-snippet end chatbotPromptInjectionChallenge chatbotGreedyInjectionChallenge systemPromptExtractionChallenge
