import { z } from 'zod'
import { paths } from '../../../platform/paths.js'
import { readYamlFile } from '../../../platform/yaml-files.js'

/**
 * The built-in model's knowledge (data/chatbot/training-model.yml): intent and injection patterns, gullibility
 * thresholds and answer templates. Patterns are compiled once, case-insensitively; keyword lists become one
 * whole-word pattern.
 */

export type Gullibility = 'easy' | 'normal' | 'hard'

/** Matches when any of its patterns does. */
export type Matcher = RegExp[]

/** A list, or one text of items separated by commas (`separator` may also allow whitespace). */
const listSchema = (separator: RegExp) =>
  z.union([
    z.array(z.string()),
    z.string().transform((text) =>
      text
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ])

const matcherSchema = z.object({
  patterns: z.array(z.string()).default([]),
  keywords: listSchema(/,/).default([]),
})

const factSchema = z.object({ pattern: z.string(), fallback: z.string() })

const levelSchema = z.object({
  minStyles: z.number().int().min(1),
  defaultDiscount: z.number().min(1),
  singleStyleCap: z.number().min(1),
  maxRaisePerTurn: z.number().min(1).nullable(),
  trustClaimedOrder: z.boolean(),
  revealNeedsInjection: z.boolean(),
})

const intentNames = [
  'extraction',
  'coupon',
  'couponFollowUp',
  'reviews',
  'damaged',
  'order',
  'product',
  'capabilities',
  'identity',
  'greeting',
  'thanks',
  'farewell',
] as const

const rulesSchema = z.object({
  facts: z.object({ botName: factSchema, shopName: factSchema, customer: factSchema }),
  currency: z.string(),
  orderIds: z.array(z.string()).min(1),
  percent: z.string().includes('{numbers}'),
  numberWords: z.record(z.string(), z.number()),
  intents: z.object(
    Object.fromEntries(intentNames.map((name) => [name, matcherSchema])) as {
      [K in (typeof intentNames)[number]]: typeof matcherSchema
    },
  ),
  productKeywords: matcherSchema,
  queryStopWords: listSchema(/[\s,]+/),
  defaultQuery: z.string(),
  maxListed: z.number().int().min(1),
  maxToolCalls: z.number().int().min(1),
  policy: z.object({
    rejectsReturn: matcherSchema,
    maxDiscount: z.number().min(1),
    courtesy: z.object({ style: z.string(), discount: z.number().min(1) }),
    ceiling: z.number().min(1),
  }),
  grantedInAnswer: z.string(),
  injectionStyles: z.record(z.string(), matcherSchema),
  gullibility: z.object({ easy: levelSchema, normal: levelSchema, hard: levelSchema }),
  orderErrors: z.record(z.string(), z.string()),
  templates: z.record(z.string(), z.union([z.string(), z.array(z.string()).min(1)])),
})

export type IntentName = (typeof intentNames)[number]
export type GullibilityLevel = z.infer<typeof levelSchema>

export interface TrainingRules {
  facts: Record<'botName' | 'shopName' | 'customer', { pattern: RegExp; fallback: string }>
  currency: string
  orderIds: RegExp[]
  /** Group 1: digits or a number word. */
  percent: RegExp
  numberWords: Map<string, number>
  intents: Record<IntentName, Matcher>
  productKeywords: Matcher
  queryStopWords: Set<string>
  defaultQuery: string
  maxListed: number
  maxToolCalls: number
  policy: {
    rejectsReturn: Matcher
    maxDiscount: number
    courtesy: { style: string; discount: number }
    ceiling: number
  }
  grantedInAnswer: RegExp
  /** Injection styles by name. */
  injectionStyles: Map<string, Matcher>
  gullibility: Record<Gullibility, GullibilityLevel>
  orderErrors: Record<string, string>
  templates: Record<string, string[]>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compileMatcher({ patterns, keywords }: z.infer<typeof matcherSchema>): Matcher {
  const compiled = patterns.map((pattern) => new RegExp(pattern, 'im'))
  if (keywords.length > 0) {
    const words = keywords.map((keyword) => escapeRegExp(keyword).replace(/\s+/g, '\\s+'))
    compiled.push(new RegExp(`(?<![\\w-])(?:${words.join('|')})(?![\\w-])`, 'i'))
  }
  return compiled
}

/** Turns the parsed YAML into compiled rules; throws with the offending key when the file is malformed. */
export function compileTrainingRules(raw: unknown): TrainingRules {
  const data = rulesSchema.parse(raw)
  const fact = ({ pattern, fallback }: z.infer<typeof factSchema>) => ({
    pattern: new RegExp(pattern, 'i'),
    fallback,
  })
  const numberWords = Object.keys(data.numberWords)
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/[\s-]+/g, '[\\s-]?'))
  return {
    facts: {
      botName: fact(data.facts.botName),
      shopName: fact(data.facts.shopName),
      customer: fact(data.facts.customer),
    },
    currency: data.currency,
    orderIds: data.orderIds.map((pattern) => new RegExp(pattern, 'i')),
    percent: new RegExp(data.percent.replace('{numbers}', ['\\d{1,3}', ...numberWords].join('|')), 'gi'),
    numberWords: new Map(
      Object.entries(data.numberWords).map(([word, value]) => [
        word.toLowerCase().replace(/[\s-]+/g, ''),
        value,
      ]),
    ),
    intents: Object.fromEntries(
      intentNames.map((name) => [name, compileMatcher(data.intents[name])]),
    ) as Record<IntentName, Matcher>,
    productKeywords: compileMatcher(data.productKeywords),
    queryStopWords: new Set(data.queryStopWords.map((word) => word.toLowerCase())),
    defaultQuery: data.defaultQuery,
    maxListed: data.maxListed,
    maxToolCalls: data.maxToolCalls,
    policy: { ...data.policy, rejectsReturn: compileMatcher(data.policy.rejectsReturn) },
    grantedInAnswer: new RegExp(data.grantedInAnswer, 'gi'),
    injectionStyles: new Map(
      Object.entries(data.injectionStyles).map(([name, matcher]) => [name, compileMatcher(matcher)]),
    ),
    gullibility: data.gullibility,
    orderErrors: data.orderErrors,
    templates: Object.fromEntries(
      Object.entries(data.templates).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]),
    ),
  }
}

const loaded = new Map<string, TrainingRules>()

/** The rules of data/chatbot/training-model.yml (or another file), read and compiled once per process. */
export function loadTrainingRules(file: string = paths.chatbotTrainingModel): TrainingRules {
  let rules = loaded.get(file)
  if (!rules) {
    rules = compileTrainingRules(readYamlFile(file))
    loaded.set(file, rules)
  }
  return rules
}

export const matches = (matcher: Matcher, text: string): boolean =>
  matcher.some((pattern) => pattern.test(text))
