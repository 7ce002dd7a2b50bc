import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { signToken } from '../../platform/auth/jwt.js'
import { bearer, readJson, sendJson, type Json } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'
import { modelByName } from './models.js'
import { createResource } from './rest.service.js'

let t: TestShop
let jim: string
const blankToken = signToken({})

beforeAll(async () => {
  t = await startTestShop()
  jim = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

/** The 400 body of one failed validation rule (shape F). */
const validationFailure = (rule: string, field: string) => ({
  message: `Validation error: Validation ${rule} on ${field} failed`,
  errors: [{ field, message: `Validation ${rule} on ${field} failed` }],
})

async function expectStatusAndBody(response: Response, status: number, body: unknown): Promise<void> {
  expect(response.status).toBe(status)
  expect(await readJson(response)).toEqual(body)
}

describe('validation errors of the generic layer', () => {
  it('refuses a user role outside the allowed list', async () => {
    const response = await t.request(
      '/api/Users',
      sendJson('POST', { email: 'role@example.com', password: 'secret', role: 'accountinguser' }),
    )
    await expectStatusAndBody(response, 400, validationFailure('isIn', 'role'))
  })

  it.each(['customer', 'deluxe', 'accounting', 'admin'])('accepts the role %s', async (role) => {
    const response = await t.request(
      '/api/Users',
      sendJson('POST', { email: `${role}-role@example.com`, password: 'secret', role }),
    )
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data.role).toBe(role)
  })

  describe('Address', () => {
    const address = {
      fullName: 'Jim',
      mobileNum: 9800000000,
      zipCode: 'NX 101',
      streetAddress: 'Bakers Street',
      city: 'NYC',
      state: 'NY',
      country: 'USA',
    }
    const post = (fields: Json) => t.request('/api/Addresss', sendJson('POST', fields, bearer(jim)))

    it('refuses a zip code longer than 8 characters', async () => {
      await expectStatusAndBody(
        await post({ ...address, zipCode: 'NX 10111111' }),
        400,
        validationFailure('len', 'zipCode'),
      )
    })

    it('refuses a mobile number outside 1000000–9999999999', async () => {
      await expectStatusAndBody(
        await post({ ...address, mobileNum: 10000000000 }),
        400,
        validationFailure('max', 'mobileNum'),
      )
      await expectStatusAndBody(
        await post({ ...address, mobileNum: 999999 }),
        400,
        validationFailure('min', 'mobileNum'),
      )
    })

    it('refuses an empty street address', async () => {
      await expectStatusAndBody(
        await post({ ...address, streetAddress: '' }),
        400,
        validationFailure('len', 'streetAddress'),
      )
    })

    it('accepts the boundaries', async () => {
      expect((await post({ ...address, zipCode: '12345678', mobileNum: 9999999999 })).status).toBe(201)
    })
  })

  describe('Card', () => {
    const card = { fullName: 'Jim', cardNum: 1234567887654321, expMonth: 1, expYear: 2085 }
    const post = (fields: Json) => t.request('/api/Cards', sendJson('POST', fields, bearer(jim)))

    it('refuses a card number outside the 16-digit range', async () => {
      await expectStatusAndBody(
        await post({ ...card, cardNum: 12345678876543210 }),
        400,
        validationFailure('max', 'cardNum'),
      )
      await expectStatusAndBody(
        await post({ ...card, cardNum: 123456788765432 }),
        400,
        validationFailure('min', 'cardNum'),
      )
    })

    it('refuses an expiry month outside 1–12 and a year outside 2080–2099', async () => {
      await expectStatusAndBody(
        await post({ ...card, expMonth: 13 }),
        400,
        validationFailure('max', 'expMonth'),
      )
      await expectStatusAndBody(
        await post({ ...card, expYear: 2015 }),
        400,
        validationFailure('min', 'expYear'),
      )
    })

    it('accepts a valid card', async () => {
      expect((await post(card)).status).toBe(201)
    })
  })

  it('refuses a complaint message over 4096 characters', async () => {
    const response = await t.request(
      '/api/Complaints',
      sendJson('POST', { message: 'x'.repeat(4097) }, bearer(blankToken)),
    )
    await expectStatusAndBody(response, 400, validationFailure('len', 'message'))
  })

  it('refuses a feedback without rating as a not-null violation', async () => {
    const response = await postFeedback(t, { comment: 'No stars given' })
    await expectStatusAndBody(response, 400, {
      message: 'notNull Violation: Feedback.rating cannot be null',
      errors: [{ field: 'rating', message: 'Feedback.rating cannot be null' }],
    })
  })

  it('accepts a feedback without comment (null)', async () => {
    const response = await postFeedback(t, { rating: 1 })
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({ comment: null, rating: 1 })
  })

  it('mass-assigns UserId on a feedback', async () => {
    const response = await postFeedback(t, { comment: 'Forged', rating: 3, UserId: 3 })
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data.UserId).toBe(3)
  })

  it('answers a foreign-key failure with 500 internal error', async () => {
    const response = await postFeedback(t, { comment: 'x', rating: 0, UserId: 4711 })
    await expectStatusAndBody(response, 500, {
      message: 'internal error',
      errors: ['SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'],
    })
  })

  it('refuses a second security answer for the same user as "Validation error"', async () => {
    const response = await t.request(
      '/api/SecurityAnswers',
      sendJson('POST', { UserId: 1, SecurityQuestionId: 1, answer: 'Horst' }),
    )
    expect(response.status).toBe(400)
    expect((await readJson<{ message: string }>(response)).message).toBe('Validation error')
  })

  it('stores a new security answer as HMAC-SHA256', async () => {
    const user = await readJson<{ data: { id: number } }>(
      await t.request('/api/Users', sendJson('POST', { email: 'new.user@te.st', password: '12345' })),
    )
    const response = await t.request(
      '/api/SecurityAnswers',
      sendJson('POST', { UserId: user.data.id, SecurityQuestionId: 1, answer: 'Samuel' }),
    )
    expect(response.status).toBe(201)
    expect((await readJson<{ data: Json }>(response)).data.answer).toBe(
      'd2425fd880e7f38c5b091a2aa32c89e7de94f0aee517ba8a6025e1287acefade',
    )
  })
})

describe('PUT /api/BasketItems/:id', () => {
  const put = (id: number, fields: Json) =>
    t.request(`/api/BasketItems/${id}`, sendJson('PUT', fields, bearer(jim)))
  const noUpdate = (field: string) => {
    const message = `\`${field}\` cannot be updated due \`noUpdate\` constraint`
    return { message: `null: ${message}`, errors: [{ field, message }] }
  }

  it('refuses to move an item to another basket', async () => {
    await expectStatusAndBody(await put(4, { BasketId: 42 }), 400, noUpdate('BasketId'))
  })

  it('refuses to change the product of an item', async () => {
    await expectStatusAndBody(await put(4, { ProductId: 42 }), 400, noUpdate('ProductId'))
  })

  it('changes the quantity', async () => {
    const response = await put(4, { quantity: 3 })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data).toMatchObject({ id: 4, BasketId: 2, quantity: 3 })
  })

  it('lets a basket be set on an item created without one', async () => {
    const item = createResource(t.shop.db, modelByName('BasketItem'), { ProductId: 8, quantity: 8 })
    expect(item.BasketId).toBeNull()
    const response = await put(Number(item.id), { BasketId: 3 })
    expect(response.status).toBe(200)
    expect((await readJson<{ data: Json }>(response)).data.BasketId).toBe(3)
  })
})
