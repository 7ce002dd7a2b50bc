import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchCaptcha } from '../../test-support/feedback-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { keptCaptchas } from './captcha.repository.js'
import { evaluateCaptcha, isCaptchaAnswered, issueCaptcha } from './captcha.service.js'

let t: TestShop
beforeAll(async () => {
  t = await startTestShop()
})
afterAll(async () => {
  await t.close()
})

describe('evaluateCaptcha', () => {
  it('multiplies before adding or subtracting and otherwise works left to right', () => {
    expect(evaluateCaptcha(7, '+', 3, '*', 3)).toBe(16)
    expect(evaluateCaptcha(7, '*', 3, '+', 2)).toBe(23)
    expect(evaluateCaptcha(2, '*', 3, '*', 4)).toBe(24)
    expect(evaluateCaptcha(1, '-', 5, '-', 10)).toBe(-14)
    expect(evaluateCaptcha(1, '-', 5, '*', 10)).toBe(-49)
    expect(evaluateCaptcha(10, '-', 5, '+', 1)).toBe(6)
  })
})

describe('GET /rest/captcha', () => {
  it('answers an arithmetic question of three numbers 1-10 with its answer and an id counting up', async () => {
    const first = await fetchCaptcha(t)
    const second = await fetchCaptcha(t)
    expect(second.captchaId).toBe(first.captchaId + 1)
    for (const { captcha, answer } of [first, second]) {
      const parts = /^(\d+)([*+-])(\d+)([*+-])(\d+)$/.exec(captcha)
      expect(parts).not.toBeNull()
      const [, a, o1, b, o2, c] = parts ?? []
      for (const operand of [a, b, c]) expect(Number(operand)).toBeGreaterThanOrEqual(1)
      for (const operand of [a, b, c]) expect(Number(operand)).toBeLessThanOrEqual(10)
      expect(answer).toBe(String(new Function(`return ${a}${o1}${b}${o2}${c}`)() as number))
    }
  })

  it('counts from 0 in every shop', async () => {
    const other = await startTestShop()
    try {
      expect((await fetchCaptcha(other)).captchaId).toBe(0)
    } finally {
      await other.close()
    }
  })

  it('keeps only the most recent captchas answerable', async () => {
    const oldest = await fetchCaptcha(t)
    expect(isCaptchaAnswered(t.shop, oldest.captchaId, oldest.answer)).toBe(true)
    expect(isCaptchaAnswered(t.shop, String(oldest.captchaId), oldest.answer)).toBe(true)
    expect(isCaptchaAnswered(t.shop, oldest.captchaId, Number(oldest.answer))).toBe(false)
    expect(isCaptchaAnswered(t.shop, { $gt: 0 }, oldest.answer)).toBe(false)
    for (let i = 0; i < keptCaptchas; i++) issueCaptcha(t.shop)
    expect(isCaptchaAnswered(t.shop, oldest.captchaId, oldest.answer)).toBe(false)
    const count = t.shop.db.prepare('SELECT COUNT(*) AS n FROM Captchas').get() as { n: number }
    expect(count.n).toBe(keptCaptchas)
  })
})
