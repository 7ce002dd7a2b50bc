import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchCaptcha, postFeedback } from '../../test-support/feedback-helpers.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
let bjoern: string
beforeAll(async () => {
  t = await startTestShop()
  bjoern = await t.login('bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=')
})
afterAll(async () => {
  await t.close()
})

const data = async (response: Response): Promise<Json> => (await readJson<{ data: Json }>(response)).data

const harmfulComment =
  'I am a harm<script>steal-cookie</script><img src="csrf-attack"/><iframe src="evil-content"></iframe>less comment.'
const splitPayload =
  'The sanitize-html module up to at least version 1.4.2 has this issue: <<script>Foo</script>iframe src="javascript:alert(`xss`)">'

describe('GET /api/Feedbacks', () => {
  it('lists the feedback without a token', async () => {
    const response = await t.request('/api/Feedbacks')
    expect(response.status).toBe(200)
  })
})

describe('POST /api/Feedbacks', () => {
  it('removes harmful markup from the comment', async () => {
    const response = await postFeedback(t, { comment: harmfulComment, rating: 1 })
    expect(response.status).toBe(201)
    expect(await data(response)).toMatchObject({ comment: 'I am a harmless comment.', rating: 1 })
  })

  it('cleans the comment only once while the server-side XSS challenge is enabled', async () => {
    const response = await postFeedback(t, { comment: splitPayload, rating: 1 })
    expect(response.status).toBe(201)
    expect((await data(response)).comment).toBe(
      'The sanitize-html module up to at least version 1.4.2 has this issue: <iframe src="javascript:alert(`xss`)">',
    )
  })

  it('answers with the stored record and its location', async () => {
    const response = await postFeedback(t, { comment: 'Nice juice', rating: 4 })
    expect(response.status).toBe(201)
    const feedback = await data(response)
    expect(response.headers.get('location')).toBe(`/api/Feedbacks/${String(feedback.id)}`)
    expect(
      await data(await t.request(`/api/Feedbacks/${String(feedback.id)}`, { headers: bearer(bjoern) })),
    ).toMatchObject({ comment: 'Nice juice', rating: 4 })
  })

  it('stores any author the body names, anonymous or logged in', async () => {
    const anonymous = await postFeedback(t, { comment: 'Stupid JWT secret', rating: 5, UserId: 3 })
    expect(anonymous.status).toBe(201)
    expect((await data(anonymous)).UserId).toBe(3)
    for (const UserId of [4, 3]) {
      const response = await postFeedback(
        t,
        { comment: 'Bender is great', rating: 2, UserId },
        bearer(bjoern),
      )
      expect(response.status).toBe(201)
      expect((await data(response)).UserId).toBe(UserId)
    }
  })

  it('fails with the foreign key error for an unknown author', async () => {
    const response = await postFeedback(t, { comment: 'Lousy', rating: 0, UserId: 4711 })
    expect(response.status).toBe(500)
    const body = await readJson<{ errors: string[] }>(response)
    expect(body.errors).toContain('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed')
  })

  it('stores a feedback without comment', async () => {
    const response = await postFeedback(t, { rating: 1 })
    expect(response.status).toBe(201)
    expect(await data(response)).toMatchObject({ comment: null, rating: 1 })
  })

  it('requires a rating', async () => {
    const response = await postFeedback(t, { comment: 'No rating' })
    expect(response.status).toBe(400)
    expect((await readJson<{ message: string }>(response)).message).toMatch(
      /notNull Violation: (Feedback\.)?rating cannot be null/,
    )
  })

  it('refuses a structured comment instead of storing its JSON unsanitised', async () => {
    const response = await postFeedback(t, { comment: { text: '<iframe src="x">' }, rating: 1 })
    expect(response.status).toBe(400)
    expect((await readJson<{ message: string }>(response)).message).toBe(
      'string violation: comment cannot be an array or an object',
    )
  })

  describe('captcha check', () => {
    const wrongAnswer = 'Wrong answer to CAPTCHA. Please try again.'

    it('refuses a wrong answer', async () => {
      const { captchaId, answer } = await fetchCaptcha(t)
      const body = { captchaId, captcha: `${answer}1`, comment: 'Spam', rating: 1 }
      const response = await t.request('/api/Feedbacks', sendJson('POST', body))
      expect(response.status).toBe(401)
      expect(await response.text()).toBe(wrongAnswer)
    })

    it('refuses an unknown captcha id', async () => {
      const { answer } = await fetchCaptcha(t)
      const body = { captchaId: 999999, captcha: answer, comment: 'Spam', rating: 1 }
      const response = await t.request('/api/Feedbacks', sendJson('POST', body))
      expect(response.status).toBe(401)
      expect(await response.text()).toBe(wrongAnswer)
    })

    it('refuses a missing captcha and an answer sent as a number', async () => {
      const { captchaId, answer } = await fetchCaptcha(t)
      for (const body of [
        { comment: 'Spam', rating: 1 },
        { captchaId, captcha: Number(answer), comment: 'Spam', rating: 1 },
        { captchaId: { $ne: -1 }, captcha: answer, comment: 'Spam', rating: 1 },
      ]) {
        expect((await t.request('/api/Feedbacks', sendJson('POST', body))).status).toBe(401)
      }
    })

    it('accepts a solved captcha again (it is never invalidated)', async () => {
      const { captchaId, answer } = await fetchCaptcha(t)
      for (let i = 0; i < 2; i++) {
        const body = { captchaId, captcha: answer, comment: 'Again', rating: 3 }
        expect((await t.request('/api/Feedbacks', sendJson('POST', body))).status).toBe(201)
      }
    })
  })
})

describe('GET, PUT and DELETE /api/Feedbacks/:id', () => {
  it('reads only with a token', async () => {
    expect((await t.request('/api/Feedbacks/1')).status).toBe(401)
    expect((await t.request('/api/Feedbacks/1', { headers: bearer(bjoern) })).status).toBe(200)
  })

  it('never updates with a valid token', async () => {
    expect((await t.request('/api/Feedbacks/1', sendJson('PUT', { rating: 2 }))).status).toBe(401)
    const response = await t.request('/api/Feedbacks/2', sendJson('PUT', { rating: 2 }, bearer(bjoern)))
    expect(response.status).toBe(401)
  })

  it('deletes with any valid token, and only with one', async () => {
    expect((await t.request('/api/Feedbacks/1', { method: 'DELETE' })).status).toBe(401)
    const created = await data(await postFeedback(t, { comment: 'Delete me', rating: 2 }))
    const path = `/api/Feedbacks/${String(created.id)}`
    const response = await t.request(path, { method: 'DELETE', headers: bearer(bjoern) })
    expect(response.status).toBe(200)
    expect(await readJson(response)).toEqual({ status: 'success', data: {} })
    expect((await t.request(path, { headers: bearer(bjoern) })).status).toBe(404)
    expect((await t.request(path, { method: 'DELETE', headers: bearer(bjoern) })).status).toBe(404)
  })

  it('keeps other verbs behind the token guard', async () => {
    expect((await t.request('/api/Feedbacks/1', { method: 'PATCH' })).status).toBe(401)
  })
})

describe('safety mode', () => {
  let safe: TestShop
  beforeAll(async () => {
    safe = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
  })
  afterAll(async () => {
    await safe.close()
  })

  it('sanitises feedback comments until no markup can reassemble', async () => {
    const response = await postFeedback(safe, { comment: splitPayload, rating: 1 })
    expect(response.status).toBe(201)
    const { comment } = await data(response)
    expect(comment).not.toContain('<')
    expect(comment).toBe(
      'The sanitize-html module up to at least version 1.4.2 has this issue: &lt;iframe src="javascript:alert(`xss`)"&gt;',
    )
    const harmless = await postFeedback(safe, { comment: harmfulComment, rating: 1 })
    expect((await data(harmless)).comment).toBe('I am a harmless comment.')
  })

  it('sanitises registered emails and usernames', async () => {
    const email = '<<script>x</script>iframe src="javascript:alert(`xss`)">@juice-sh.op'
    const username = '<<a|ascript>alert(`xss`)</script>'
    const body = { email, password: 'XSSed', passwordRepeat: 'XSSed', username }
    const response = await safe.request('/api/Users', sendJson('POST', body))
    expect(response.status).toBe(201)
    const user = await data(response)
    expect(user.email).not.toContain('<iframe')
    expect(user.username).not.toContain('<script>')
  })
})
