import type { Conversation } from './conversation.js'
import { matches, type TrainingRules } from './training-rules.js'

export type Intent =
  | 'extraction'
  | 'coupon'
  | 'reviews'
  | 'damaged'
  | 'order'
  | 'product'
  | 'capabilities'
  | 'identity'
  | 'greeting'
  | 'thanks'
  | 'farewell'
  | 'unknown'

/** The percentages a text names ("50 %", "fifty percent"), in order. */
export function percentagesIn(text: string, rules: TrainingRules): number[] {
  return [...text.matchAll(rules.percent)].flatMap(([, value = '']) => {
    const number = /^\d+$/.test(value)
      ? Number(value)
      : rules.numberWords.get(value.toLowerCase().replace(/[\s-]+/g, ''))
    return number === undefined || number < 1 ? [] : [number]
  })
}

/** The discount the customer asks for: the largest named in the latest message, else in the latest that names one. */
export function requestedDiscount(conversation: Conversation, rules: TrainingRules): number | undefined {
  for (const text of [...conversation.customerTexts].reverse()) {
    const found = percentagesIn(text, rules)
    if (found.length > 0) return Math.max(...found)
  }
  return undefined
}

/** The first order id in a text. */
export function orderIdIn(text: string, rules: TrainingRules): string | undefined {
  for (const pattern of rules.orderIds) {
    const match = pattern.exec(text)
    if (match) return match[1] ?? match[0]
  }
  return undefined
}

/** The order id the customer gave: in the latest message, else the most recent earlier one. */
export function customerOrderId(conversation: Conversation, rules: TrainingRules): string | undefined {
  for (const text of [...conversation.customerTexts].reverse()) {
    const id = orderIdIn(text, rules)
    if (id) return id
  }
  return undefined
}

const isCouponMessage = (text: string, rules: TrainingRules) => matches(rules.intents.coupon, text)

/**
 * What the latest message is about. Plain patterns decide most; a percentage asks for a coupon, a coupon
 * conversation goes on with "more!", and refusing a return after reporting damage asks for the policy's coupon.
 */
export function detectIntent(conversation: Conversation, rules: TrainingRules): Intent {
  const { latest, customerTexts } = conversation
  const is = (intent: keyof TrainingRules['intents']) => matches(rules.intents[intent], latest)
  const earlier = customerTexts.slice(0, -1)
  const couponBefore = earlier.some((text) => isCouponMessage(text, rules))
  const damageReported = customerTexts.some((text) => matches(rules.intents.damaged, text))

  if (is('extraction')) return 'extraction'
  if (is('coupon') || percentagesIn(latest, rules).length > 0) return 'coupon'
  if (couponBefore && is('couponFollowUp')) return 'coupon'
  if (damageReported && matches(rules.policy.rejectsReturn, latest)) return 'coupon'
  if (is('reviews')) return 'reviews'
  if (is('damaged')) return 'damaged'
  if (is('order') || orderIdIn(latest, rules)) return 'order'
  const ordered = ['product', 'capabilities', 'identity', 'greeting', 'thanks', 'farewell'] as const
  for (const intent of ordered) if (is(intent)) return intent
  if (matches(rules.productKeywords, latest)) return 'product'
  return 'unknown'
}

const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word)

/** The search words of a product question: the message without order ids, punctuation and stop words. */
export function searchWordsOf(text: string, rules: TrainingRules): string[] {
  const withoutIds = rules.orderIds.reduce(
    (rest, pattern) => rest.replace(new RegExp(pattern, 'gi'), ' '),
    text,
  )
  return withoutIds
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word !== '' && !rules.queryStopWords.has(word))
    .map(singular)
}

/** The searches to try in order: all the words, then the last word alone, then the shop's default query. */
export function searchQueries(text: string, rules: TrainingRules, withDefault: boolean): string[] {
  const words = searchWordsOf(text, rules)
  const queries = [words.join(' '), words.at(-1) ?? '', withDefault ? rules.defaultQuery : '']
  return [...new Set(queries.filter((query) => query !== ''))]
}
