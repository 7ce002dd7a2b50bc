/** Contact-form helpers for HTTP tests: a fresh captcha, and feedback posted with its correct answer. */
import { readJson, sendJson } from './http-helpers.js'
import type { TestShop } from './test-shop.js'

export interface Captcha {
  captchaId: number
  captcha: string
  answer: string
}

export const fetchCaptcha = async (t: TestShop): Promise<Captcha> =>
  readJson<Captcha>(await t.request('/rest/captcha'))

/** POST /api/Feedbacks with `body` plus a freshly answered captcha (any captcha fields in `body` win). */
export async function postFeedback(
  t: TestShop,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { captchaId, answer } = await fetchCaptcha(t)
  return t.request('/api/Feedbacks', sendJson('POST', { captchaId, captcha: answer, ...body }, headers))
}
