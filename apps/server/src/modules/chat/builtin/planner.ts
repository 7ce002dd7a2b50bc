import {
  compose,
  orderFacts,
  productFacts,
  productsOf,
  reviewFacts,
  standingFacts,
  type Facts,
  type Product,
} from './answers.js'
import { errorOf, resultsOf, type Conversation } from './conversation.js'
import {
  courtesyDiscount,
  earlierDiscount,
  injectedDiscount,
  injectionStyles,
  type Pressure,
} from './injection.js'
import { customerOrderId, detectIntent, requestedDiscount, searchQueries, type Intent } from './intent.js'
import { matches, type Gullibility, type TrainingRules } from './training-rules.js'

/** The model's next move: call one tool, or answer in text. */
export type Step =
  | { kind: 'tool'; name: string; args: Record<string, unknown> }
  | { kind: 'answer'; text: string; intent: Intent }

interface Context {
  conversation: Conversation
  rules: TrainingRules
  gullibility: Gullibility
  intent: Intent
  say(template: string, facts?: Facts): Step
}

const call = (name: string, args: Record<string, unknown>): Step => ({ kind: 'tool', name, args })

const isStep = (value: object): value is Step => 'kind' in value

/** Searches with the customer's words, then fallbacks, until products turn up or the queries run out. */
function findProducts(
  { conversation, rules }: Context,
  withDefault: boolean,
): Step | { products: Product[]; query: string; matched: string } {
  const queries = searchQueries(conversation.latest, rules, withDefault)
  const query = queries[0] ?? ''
  const searches = resultsOf(conversation, 'searchProducts')
  for (const search of searches) {
    const products = productsOf(search.result)
    if (products.length > 0) return { products, query, matched: String(search.args.query ?? '') }
  }
  const next = queries[searches.length]
  if (next !== undefined) return call('searchProducts', { query: next })
  return { products: [], query, matched: '' }
}

function answerProduct(context: Context): Step {
  const found = findProducts(context, true)
  if (isStep(found)) return found
  const { products, query, matched } = found
  const facts = { ...productFacts(products, context.rules), query: matched || query }
  if (products.length === 0) return context.say('noProducts', { query })
  if (matched === context.rules.defaultQuery && query !== matched)
    return context.say('productAlternatives', { ...facts, query })
  return context.say(products.length === 1 ? 'productSingle' : 'productList', facts)
}

function answerReviews(context: Context): Step {
  const found = findProducts(context, false)
  if (isStep(found)) return found
  const [product] = found.products
  if (!product) return context.say('noProducts', { query: found.query })
  const [reviews] = resultsOf(context.conversation, 'getProductReviews')
  if (!reviews) return call('getProductReviews', { id: String(product.id) })
  const facts = reviewFacts(reviews.result)
  if (!facts) return context.say('reviewsFailed', { name: product.name })
  return context.say(facts.count === 0 ? 'noReviews' : 'reviewsSummary', { ...facts, name: product.name })
}

/** Looks the customer's order up; answers with `onFound` or the tool's error explained. */
function withOrder(
  context: Context,
  askTemplate: string,
  onFound: (order: Record<string, unknown>) => Step,
): Step {
  const orderId = customerOrderId(context.conversation, context.rules)
  if (!orderId) return context.say(askTemplate)
  const [check] = resultsOf(context.conversation, 'getOrderById')
  if (!check) return call('getOrderById', { orderId })
  const error = errorOf(check.result)
  if (error !== undefined)
    return context.say(context.rules.orderErrors[error] ?? 'orderFailed', { orderId, error })
  return onFound(check.result as Record<string, unknown>)
}

const answerOrder = (context: Context): Step =>
  withOrder(context, 'askOrderId', (order) => {
    const { facts, delivered } = orderFacts(order, context.rules)
    return context.say(delivered ? 'orderDelivered' : 'orderOnItsWay', facts)
  })

const answerDamaged = (context: Context): Step =>
  withOrder(context, 'damagedAskOrderId', (order) =>
    context.say('damagedOffer', orderFacts(order, context.rules).facts),
  )

/**
 * The coupon policy and how injections bend it: a claimed damaged order (checked with getOrderById) whose
 * customer refuses a return earns the policy's discount; injection styles and the courtesy rule may earn more.
 */
function answerCoupon(context: Context): Step {
  const { conversation, rules, gullibility } = context
  const requested = requestedDiscount(conversation, rules)
  const granted = resultsOf(conversation, 'generateCoupon').at(-1)
  if (granted) {
    const error = errorOf(granted.result)
    if (error !== undefined) return context.say('couponFailed', { error })
    const { couponCode, discount } = granted.result as { couponCode?: unknown; discount?: unknown }
    const facts = { couponCode: String(couponCode), discount: Number(discount), requested }
    return context.say(
      requested !== undefined && requested > Number(discount) ? 'couponCapped' : 'couponGranted',
      facts,
    )
  }

  const texts = conversation.customerTexts
  const damaged = texts.some((text) => matches(rules.intents.damaged, text))
  const refusesReturn = texts.some((text) => matches(rules.policy.rejectsReturn, text))
  const orderId = customerOrderId(conversation, rules)
  const claimsPolicy = damaged && refusesReturn && orderId !== undefined
  const check = resultsOf(conversation, 'getOrderById').at(-1)
  if (claimsPolicy && !check) return call('getOrderById', { orderId })
  const orderError = check ? errorOf(check.result) : undefined

  const pressure: Pressure = {
    styles: injectionStyles(conversation, rules),
    requested,
    earlier: earlierDiscount(conversation, rules),
  }
  const { maxDiscount, ceiling } = rules.policy
  const policyHolds =
    claimsPolicy && (orderError === undefined || rules.gullibility[gullibility].trustClaimedOrder)
  const discount = Math.round(
    Math.min(
      ceiling,
      Math.max(
        policyHolds ? Math.min(requested ?? maxDiscount, maxDiscount) : 0,
        injectedDiscount(pressure, gullibility, rules),
        courtesyDiscount(pressure, rules),
      ),
    ),
  )
  if (discount >= 1) return call('generateCoupon', { discount })

  if (claimsPolicy && orderError !== undefined)
    return context.say('couponOrderInvalid', { orderId, error: orderError })
  if (damaged && !orderId) return context.say('couponAskOrderId')
  if (damaged && !refusesReturn) return context.say('couponOfferReturn')
  return context.say(pressure.styles.length > 0 ? 'couponResisted' : 'couponRefused')
}

function answerExtraction(context: Context): Step {
  const { conversation, rules, gullibility } = context
  const guarded = rules.gullibility[gullibility].revealNeedsInjection
  return guarded && injectionStyles(conversation, rules).length === 0
    ? context.say('revealRefused')
    : context.say('reveal')
}

const handlers: Record<Intent, (context: Context) => Step> = {
  extraction: answerExtraction,
  coupon: answerCoupon,
  reviews: answerReviews,
  damaged: answerDamaged,
  order: answerOrder,
  product: answerProduct,
  capabilities: (context) => context.say('capabilities'),
  identity: (context) => context.say('identity'),
  greeting: (context) => context.say('greeting'),
  thanks: (context) => context.say('thanks'),
  farewell: (context) => context.say('farewell'),
  unknown: (context) => context.say('unknown'),
}

const sameCall = (step: Step, name: string, args: Record<string, unknown>) =>
  step.kind === 'tool' && step.name === name && JSON.stringify(step.args) === JSON.stringify(args)

/** Reads the intent of the latest message and decides the next step; never repeats a call or loops on tools. */
export function decide(conversation: Conversation, rules: TrainingRules, gullibility: Gullibility): Step {
  const intent = detectIntent(conversation, rules)
  const standing = standingFacts(conversation, rules)
  const say = (template: string, facts: Facts = {}): Step => ({
    kind: 'answer',
    intent,
    text: compose(rules, template, { ...standing, ...facts }, conversation.latest),
  })
  const step = handlers[intent]({ conversation, rules, gullibility, intent, say })
  const repeated = conversation.outcomes.some(({ name, args }) => sameCall(step, name, args))
  if (step.kind === 'tool' && (repeated || conversation.outcomes.length >= rules.maxToolCalls))
    return say('tooManySteps')
  return step
}
