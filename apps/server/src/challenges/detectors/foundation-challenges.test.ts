import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { eventually, startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

describe('scoreBoardChallenge', () => {
  it('is solved when the score board loads its tracking pixel', async () => {
    const response = await t.request('/assets/public/images/padding/1px.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect((await t.challenge('scoreBoardChallenge')).solved).toBe(true)
  })

  it('is not solved by other padding pixels or ordinary pages', async () => {
    await t.request('/assets/public/images/padding/11px.png')
    await t.request('/')
    await t.request('/api/Challenges')
    expect((await t.challenge('scoreBoardChallenge')).solved).toBe(false)
  })
})

describe('extraLanguageChallenge', () => {
  it('is solved by fetching the unlisted Klingon translation', async () => {
    await t.request('/assets/i18n/tlh_AA.json')
    expect((await t.challenge('extraLanguageChallenge')).solved).toBe(true)
  })

  it('is not solved by listed translations, and Klingon is never listed', async () => {
    await t.request('/assets/i18n/de_DE.json')
    const languages = (await (await t.request('/rest/languages')).json()) as { key: string }[]
    expect(languages.map((language) => language.key)).not.toContain('tlh_AA')
    expect((await t.challenge('extraLanguageChallenge')).solved).toBe(false)
  })
})

describe('errorHandlingChallenge', () => {
  it('is solved by provoking an unexpected-path error page', async () => {
    const response = await t.request('/rest/qwertz')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Error: Unexpected path: /rest/qwertz')
    expect((await t.challenge('errorHandlingChallenge')).solved).toBe(true)
  })

  it('is solved by a token-less call to a protected endpoint (the 401 error reaches the page)', async () => {
    expect((await t.request('/api/Users')).status).toBe(401)
    expect((await t.challenge('errorHandlingChallenge')).solved).toBe(true)
  })

  it('is not solved by ordinary failures answered without the error page', async () => {
    await t.request('/rest/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@juice-sh.op', password: 'wrong' }),
    })
    await t.request('/api/Products/9999')
    await t.request('/whatever')
    expect((await t.challenge('errorHandlingChallenge')).solved).toBe(false)
  })
})

describe('continueCodeChallenge', () => {
  const imaginaryCode = '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj'

  it('is solved by applying a forged continue code for challenge id 999', async () => {
    const response = await t.request(`/rest/continue-code/apply/${imaginaryCode}`, { method: 'PUT' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect((await t.challenge('continueCodeChallenge')).solved).toBe(true)
  })

  it('is not solved by applying a genuine continue code', async () => {
    const scoreBoardCode = 'V7enOEV7owOjNpzbmZEYlyx69M4JAq4D0gWnLKD3vRQX12rkePBa58qPQ32v'
    const response = await t.request(`/rest/continue-code/apply/${scoreBoardCode}`, { method: 'PUT' })
    expect(await response.json()).toEqual({ data: '1 solved challenges have been restored.' })
    expect((await t.challenge('scoreBoardChallenge')).solved).toBe(true)
    expect((await t.challenge('continueCodeChallenge')).solved).toBe(false)
  })
})

describe('closeNotificationsChallenge', () => {
  it('is solved when a client reports closing several notifications at once', async () => {
    const socket = await t.socket()
    socket.emit('verifyCloseNotificationsChallenge', [{ key: 'a' }, { key: 'b' }])
    await eventually(async () => (await t.challenge('closeNotificationsChallenge')).solved)
  })

  it('is not solved when a single notification is closed', async () => {
    const socket = await t.socket()
    socket.emit('verifyCloseNotificationsChallenge', [{ key: 'a' }])
    socket.emit('verifyCloseNotificationsChallenge', 'not a list')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await t.challenge('closeNotificationsChallenge')).solved).toBe(false)
  })
})
