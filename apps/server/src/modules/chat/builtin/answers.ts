import type { Conversation } from './conversation.js'
import type { TrainingRules } from './training-rules.js'

/** Answer composition: templates of the rules filled with facts, one variant chosen by the customer's words. */

export type Facts = Record<string, string | number | undefined>

/** A small stable hash: the same words always pick the same variant. */
function hashOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0
  return hash
}

/** The facts every answer may use: the bot's and shop's names and the customer's, from the instructions. */
export function standingFacts(conversation: Conversation, rules: TrainingRules): Facts {
  const read = ({ pattern, fallback }: { pattern: RegExp; fallback: string }) =>
    pattern.exec(conversation.instructions)?.[1]?.trim() || fallback
  return {
    botName: read(rules.facts.botName),
    shopName: read(rules.facts.shopName),
    customer: read(rules.facts.customer),
    currency: rules.currency,
    systemPrompt: conversation.instructions,
  }
}

const fill = (template: string, facts: Facts) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in facts ? String(facts[key] ?? '') : whole))

/** One filled template; `seed` (the customer's words) picks among variants. */
export function compose(rules: TrainingRules, key: string, facts: Facts, seed = ''): string {
  const variants = rules.templates[key] ?? rules.templates.unknown ?? ['']
  const template = variants[hashOf(`${key}:${seed}`) % variants.length] ?? ''
  return fill(template, facts).trim()
}

export interface Product {
  id: unknown
  name: string
  description: string
  price: number
}

/** The products of a search result (anything else reads as none). */
export function productsOf(result: unknown): Product[] {
  if (!Array.isArray(result)) return []
  return result.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { id, name, description, price } = item as Record<string, unknown>
    if (typeof name !== 'string') return []
    return [
      { id, name, description: typeof description === 'string' ? description : '', price: Number(price) },
    ]
  })
}

const formatPrice = (price: number) => (Number.isFinite(price) ? price.toFixed(2) : '?')

/** The first sentence of a description, without markup, at most 160 characters. */
function shortDescription(description: string): string {
  const plain = description
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence
}

/** Names up to `maxListed` products with their prices. */
export function productFacts(products: Product[], rules: TrainingRules): Facts {
  const listed = products.slice(0, rules.maxListed).map((product) =>
    compose(rules, 'productItem', {
      name: product.name,
      price: formatPrice(product.price),
      currency: rules.currency,
    }),
  )
  const [first] = products
  return {
    products: listed.join(', '),
    name: first?.name,
    price: first ? formatPrice(first.price) : undefined,
    description: first ? shortDescription(first.description) : undefined,
  }
}

/** A review list's facts: how many, and the most liked one. */
export function reviewFacts(result: unknown): Facts | undefined {
  if (!Array.isArray(result)) return undefined
  const reviews = result.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  )
  const likes = (review: Record<string, unknown>) => Number(review.likesCount) || 0
  const top = [...reviews].sort((a, b) => likes(b) - likes(a))[0]
  return {
    count: reviews.length,
    author: top ? String(top.author ?? 'a customer') : undefined,
    message: top ? String(top.message ?? '') : undefined,
  }
}

/** An order's facts (items, total, ETA) and whether it was delivered. */
export function orderFacts(
  order: Record<string, unknown>,
  rules: TrainingRules,
): { facts: Facts; delivered: boolean } {
  const products = Array.isArray(order.products) ? (order.products as Record<string, unknown>[]) : []
  const items = products
    .map((item) => `${String(item.quantity ?? 1)}× ${String(item.name ?? 'item')}`)
    .join(', ')
  const facts = {
    orderId: String(order.orderId ?? ''),
    items: items || '—',
    totalPrice: formatPrice(Number(order.totalPrice)),
    eta: String(order.eta ?? '?'),
    currency: rules.currency,
  }
  return { facts, delivered: order.delivered === true }
}
