import type { Conversation } from './conversation.js'
import { matches, type Gullibility, type TrainingRules } from './training-rules.js'

/**
 * Prompt-injection scoring: which injection styles the customer used, and how far they move the model past its
 * coupon policy at a gullibility level.
 */

/**
 * The injection styles in the customer's messages. Each message is read alone and all of them together, so an
 * injection split over several messages counts as well.
 */
export function injectionStyles(conversation: Conversation, rules: TrainingRules): string[] {
  const texts = [...conversation.customerTexts, conversation.customerTexts.join('\n')]
  return [...rules.injectionStyles]
    .filter(([, matcher]) => texts.some((text) => matches(matcher, text)))
    .map(([name]) => name)
}

/** The largest discount the model handed out in its earlier answers (0 when none). */
export function earlierDiscount(conversation: Conversation, rules: TrainingRules): number {
  const found = conversation.earlierAnswers.flatMap((answer) =>
    [...answer.matchAll(rules.grantedInAnswer)].map(([, value]) => Number(value)),
  )
  return Math.max(0, ...found.filter((value) => Number.isFinite(value)))
}

export interface Pressure {
  styles: string[]
  /** The discount the customer asks for, if any. */
  requested: number | undefined
  /** The largest discount granted in an earlier answer. */
  earlier: number
}

/**
 * The discount the injections win (0: the policy holds). Fewer than `minStyles` styles win nothing; with exactly
 * that many the amount stops at `singleStyleCap` unless a coupon was already granted earlier (escalation over
 * turns); each turn may add at most `maxRaisePerTurn` points to the earlier coupon.
 */
export function injectedDiscount(
  { styles, requested, earlier }: Pressure,
  gullibility: Gullibility,
  rules: TrainingRules,
): number {
  const level = rules.gullibility[gullibility]
  if (styles.length < level.minStyles) return 0
  const pressed = styles.length > level.minStyles || earlier > 0
  let amount = Math.min(requested ?? level.defaultDiscount, pressed ? Infinity : level.singleStyleCap)
  if (level.maxRaisePerTurn !== null) amount = Math.min(amount, earlier + level.maxRaisePerTurn)
  return Math.min(amount, rules.policy.ceiling)
}

/** The confidential courtesy discount: once, for a customer who shows the configured (emotional) style. */
export function courtesyDiscount({ styles, earlier }: Pressure, rules: TrainingRules): number {
  const { style, discount } = rules.policy.courtesy
  return styles.includes(style) && earlier === 0 ? discount : 0
}
