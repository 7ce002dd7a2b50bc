import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { bearer, readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  vi.useRealTimers()
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved
const xssAttack = '<iframe src="javascript:alert(`xss`)">'

describe('zeroStarsChallenge', () => {
  it('is solved by storing a feedback rated 0 through the API', async () => {
    const response = await postFeedback(t, { comment: 'Comment', rating: 0 })
    expect(response.status).toBe(201)
    expect(await solved('zeroStarsChallenge')).toBe(true)
  })

  it('is not solved by ratings of 1 to 5 or by a 0 rating that was never stored', async () => {
    for (const rating of [1, 5]) await postFeedback(t, { comment: 'Comment', rating })
    const wrongCaptcha = { captchaId: 0, captcha: 'nope', comment: 'Comment', rating: 0 }
    expect((await t.request('/api/Feedbacks', sendJson('POST', wrongCaptcha))).status).toBe(401)
    expect((await postFeedback(t, { comment: 'Comment', rating: 0, UserId: 4711 })).status).toBe(500)
    expect(await solved('zeroStarsChallenge')).toBe(false)
  })
})

describe('captchaBypassChallenge', () => {
  const spam = async (count: number, gapMs = 0): Promise<void> => {
    for (let i = 0; i < count; i++) {
      expect((await postFeedback(t, { comment: `Spam #${i}`, rating: 3 })).status).toBe(201)
      if (gapMs > 0) vi.setSystemTime(Date.now() + gapMs)
    }
  }

  it('is solved by ten captcha-passing feedbacks in quick succession', async () => {
    await spam(10)
    expect(await solved('captchaBypassChallenge')).toBe(true)
  })

  it('is not solved by nine feedbacks', async () => {
    await spam(9)
    expect(await solved('captchaBypassChallenge')).toBe(false)
  })

  it('is not solved by ten feedbacks spread over more than 20 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await spam(10, 2300)
    expect(await solved('captchaBypassChallenge')).toBe(false)
  })

  it('is solved by a later burst: the window slides over the latest ten submissions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await spam(10, 2300)
    vi.setSystemTime(Date.now() + 15_000)
    await spam(1)
    expect(await solved('captchaBypassChallenge')).toBe(false)
    await spam(9)
    expect(await solved('captchaBypassChallenge')).toBe(true)
  })

  it('does not count submissions that fail the captcha', async () => {
    for (let i = 0; i < 12; i++) {
      const body = { captchaId: 0, captcha: 'wrong', comment: 'Spam', rating: 3 }
      await t.request('/api/Feedbacks', sendJson('POST', body))
    }
    expect(await solved('captchaBypassChallenge')).toBe(false)
  })
})

describe('forgedFeedbackChallenge', () => {
  it('is solved by posting feedback in the name of another user', async () => {
    const admin = await t.login('admin@juice-sh.op', 'admin123')
    await postFeedback(t, { UserId: 2, comment: 'Picard stinks!', rating: 3 }, bearer(admin))
    expect(await solved('forgedFeedbackChallenge')).toBe(true)
  })

  it('is solved anonymously by any author, even when the captcha is wrong', async () => {
    const body = { UserId: 2, captchaId: 0, captcha: 'wrong', comment: 'Picard stinks!', rating: 3 }
    expect((await t.request('/api/Feedbacks', sendJson('POST', body))).status).toBe(401)
    expect(await solved('forgedFeedbackChallenge')).toBe(true)
  })

  it('is not solved by the own user id (compared loosely) or an anonymous feedback without author', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    const whoami = await readJson<{ user: { id: number } }>(
      await t.request('/rest/user/whoami', { headers: { Cookie: `token=${jim}` } }),
    )
    const id = whoami.user.id
    await postFeedback(t, { UserId: id, comment: 'Mine', rating: 4 }, bearer(jim))
    await postFeedback(t, { UserId: String(id), comment: 'Mine', rating: 4 }, bearer(jim))
    await postFeedback(t, { comment: 'Anonymous', rating: 4 })
    await postFeedback(t, { UserId: null, comment: 'Anonymous', rating: 4 })
    expect(await solved('forgedFeedbackChallenge')).toBe(false)
  })
})

describe('feedbackChallenge', () => {
  const fiveStarIds = async (): Promise<number[]> => {
    const list = await readJson<{ data: { id: number; rating: number }[] }>(await t.request('/api/Feedbacks'))
    return list.data.filter((feedback) => feedback.rating === 5).map((feedback) => feedback.id)
  }

  it('is solved by deleting every 5-star feedback with any user token', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    const ids = await fiveStarIds()
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      const response = await t.request(`/api/Feedbacks/${id}`, { method: 'DELETE', headers: bearer(jim) })
      expect(response.status).toBe(200)
    }
    expect(await solved('feedbackChallenge')).toBe(true)
  })

  it('is not solved while a 5-star feedback remains, players’ own ones included', async () => {
    const jim = await t.login('jim@juice-sh.op', 'ncc-1701')
    await postFeedback(t, { comment: 'Great', rating: 5 })
    const [first] = await fiveStarIds()
    await t.request(`/api/Feedbacks/${String(first)}`, { method: 'DELETE', headers: bearer(jim) })
    const other = (await fiveStarIds()).length
    expect(other).toBe(1)
    const fourStars = (
      await readJson<{ data: { id: number; rating: number }[] }>(await t.request('/api/Feedbacks'))
    ).data.find((feedback) => feedback.rating === 4)
    await t.request(`/api/Feedbacks/${String(fourStars?.id)}`, { method: 'DELETE', headers: bearer(jim) })
    expect(await solved('feedbackChallenge')).toBe(false)
  })
})

describe('persistedXssFeedbackChallenge', () => {
  it('is solved by a comment that reassembles the iframe after the single sanitising pass', async () => {
    const comment = '<<script>Foo</script>iframe src="javascript:alert(`xss`)">'
    const response = await postFeedback(t, { comment, rating: 1 })
    expect(response.status).toBe(201)
    expect(await solved('persistedXssFeedbackChallenge')).toBe(true)
  })

  it('is not solved by the plain payload, which the sanitiser removes', async () => {
    const response = await postFeedback(t, { comment: xssAttack, rating: 1 })
    expect((await readJson<{ data: { comment: string } }>(response)).data.comment).toBe('')
    expect(await solved('persistedXssFeedbackChallenge')).toBe(false)
  })
})

describe('persistedXssUserChallenge', () => {
  const register = (email: string) =>
    t.request(
      '/api/Users',
      sendJson('POST', { email, password: 'XSSed', passwordRepeat: 'XSSed', role: 'admin' }),
    )

  it('is solved by registering through the API with the attack string as email', async () => {
    const response = await register(xssAttack)
    expect(response.status).toBe(201)
    expect((await readJson<{ data: { email: string } }>(response)).data.email).toBe(xssAttack)
    expect(await solved('persistedXssUserChallenge')).toBe(true)
  })

  it('is not solved by an ordinary registration', async () => {
    expect((await register('xss.tester@juice-sh.op')).status).toBe(201)
    expect(await solved('persistedXssUserChallenge')).toBe(false)
  })

  // The update route is denied, but an unsigned token passes that guard; the email setter applies there too.
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    '{"data":{"email":"jwtn3d@juice-sh.op"},"exp":9999999999}',
  ).toString('base64url')}.`
  const update = (email: string) => t.request('/api/Users/2', sendJson('PUT', { email }, bearer(unsigned)))

  it('is solved by writing the attack string as email through an update of the user model', async () => {
    const response = await update(xssAttack)
    expect(response.status).toBe(200)
    expect((await readJson<{ data: { email: string } }>(response)).data.email).toBe(xssAttack)
    expect(await solved('persistedXssUserChallenge')).toBe(true)
  })

  it('is not solved by an ordinary email update', async () => {
    expect((await update('jim.new@juice-sh.op')).status).toBe(200)
    expect(await solved('persistedXssUserChallenge')).toBe(false)
  })
})

describe('with the challenges disabled (safety mode)', () => {
  let safe: TestShop
  beforeEach(async () => {
    safe = await startTestShop({ overrides: { challenges: { safetyMode: 'enabled' } } })
  })
  afterEach(async () => {
    await safe.close()
  })

  it('stores neither XSS payload, so neither challenge can be solved', async () => {
    const comment = '<<script>Foo</script>iframe src="javascript:alert(`xss`)">'
    const feedback = await postFeedback(safe, { comment, rating: 1 })
    expect((await readJson<{ data: { comment: string } }>(feedback)).data.comment).not.toContain('<iframe')
    const body = { email: xssAttack, password: 'XSSed', passwordRepeat: 'XSSed' }
    const user = await safe.request('/api/Users', sendJson('POST', body))
    expect((await readJson<{ data: { email: string } }>(user)).data.email).not.toContain('<iframe')
    expect((await safe.challenge('persistedXssFeedbackChallenge')).solved).toBe(false)
    expect((await safe.challenge('persistedXssUserChallenge')).solved).toBe(false)
  })
})
