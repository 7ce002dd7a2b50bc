import { randomInt } from 'node:crypto'
import type { Shop } from '../../shop/shop.js'
import { captchaAnswer, insertCaptcha, type StoredCaptcha } from './captcha.repository.js'

type Operator = '*' | '+' | '-'
const operators: Operator[] = ['*', '+', '-']

const apply = (left: number, operator: Operator, right: number): number =>
  operator === '*' ? left * right : operator === '+' ? left + right : left - right

/** `a o1 b o2 c` with the usual precedence (multiplication first, otherwise left to right), without eval. */
export function evaluateCaptcha(a: number, o1: Operator, b: number, o2: Operator, c: number): number {
  if (o2 === '*' && o1 !== '*') return apply(a, o1, b * c)
  return apply(apply(a, o1, b), o2, c)
}

// vuln-code-snippet start captchaBypassChallenge
const operand = (): number => randomInt(1, 11)
const operator = (): Operator => operators[randomInt(operators.length)] ?? '+'

// vuln-code-snippet hide-start captchaBypassChallenge
/**
 * GET /rest/captcha: a new arithmetic captcha, stored for the feedback check. The answer travels
 * with the question, as in the reference: the captcha only looks like a defence.
 */
// vuln-code-snippet hide-end captchaBypassChallenge
export function issueCaptcha(shop: Shop): StoredCaptcha {
  const [a, b, c] = [operand(), operand(), operand()]
  const [o1, o2] = [operator(), operator()]
  const answer = String(evaluateCaptcha(a, o1, b, o2, c))
  return insertCaptcha(shop.db, `${a}${o1}${b}${o2}${c}`, answer) // vuln-code-snippet neutral-line captchaBypassChallenge
}

/** A captcha id as a client may send it: a non-negative integer, as a number or as digits. */
function parseCaptchaId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  return undefined
}

// vuln-code-snippet hide-line captchaBypassChallenge
/** Whether `captcha` is the stored answer of `captchaId`, compared as strings. A solved captcha stays valid. */
export function isCaptchaAnswered(shop: Shop, captchaId: unknown, captcha: unknown): boolean {
  const id = parseCaptchaId(captchaId)
  if (id === undefined || typeof captcha !== 'string') return false
  return captchaAnswer(shop.db, id) === captcha // vuln-code-snippet vuln-line captchaBypassChallenge
}
// vuln-code-snippet end captchaBypassChallenge
