import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { postFeedback } from '../../test-support/feedback-helpers.js'
import { bearer, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

describe.each([
  ['adminSectionChallenge', '19px.png'],
  ['tokenSaleChallenge', '56px.png'],
  ['privacyPolicyChallenge', '81px.png'],
])('%s', (key, image) => {
  it(`is solved when the page loads its padding image ${image}`, async () => {
    await t.request(`/assets/public/images/padding/${image}`)
    expect(await solved(key)).toBe(true)
  })

  it('is not solved by the score board padding image or the image outside the padding folder', async () => {
    await t.request('/assets/public/images/padding/1px.png')
    await t.request(`/assets/public/images/${image}`)
    expect(await solved(key)).toBe(false)
  })
})

describe('missingEncodingChallenge', () => {
  it('is solved by requesting the cat photo with its name percent-encoded', async () => {
    await t.request(
      '/assets/public/images/uploads/%E1%93%9A%E1%98%8F%E1%97%A2-%23zatschi-%23whoneedsfourlegs-1572600969477.jpg',
    )
    expect(await solved('missingEncodingChallenge')).toBe(true)
  })

  it('is not solved by the broken, unencoded link of the photo wall', async () => {
    // fetch drops everything after the raw '#', exactly as the browser does for the photo wall's image
    await t.request('/assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg')
    expect(await solved('missingEncodingChallenge')).toBe(false)
  })
})

describe('privacyPolicyProofChallenge', () => {
  it('is solved by opening the path spelled by the highlighted phrases', async () => {
    await t.request('/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility')
    expect(await solved('privacyPolicyProofChallenge')).toBe(true)
  })

  it('is not solved by reading the privacy policy or a partial path', async () => {
    await t.request('/assets/public/images/padding/81px.png')
    await t.request('/we/may/also/instruct/you')
    expect(await solved('privacyPolicyProofChallenge')).toBe(false)
  })
})

const feedback = (comment: string) => postFeedback(t, { comment, rating: 1 })
const complaint = async (message: string) =>
  t.request(
    '/api/Complaints',
    sendJson('POST', { message }, bearer(await t.login('jim@juice-sh.op', 'ncc-1701'))),
  )

describe.each([
  ['knownVulnerableComponentChallenge', 'sanitize-html 1.4.2 is vulnerable', 'sanitize-html is great'],
  ['knownVulnerableComponentChallenge', 'Upgrade EXPRESS-JWT from 0.1.3!', 'express-jwt 8.4.1 is fine'],
  [
    'weirdCryptoChallenge',
    'The following libraries are bad for crypto: z85, base85, md5 and hashids',
    'Please use bcrypt',
  ],
  ['weirdCryptoChallenge', 'Coupons are only Base64', 'Coupons are only base32'],
  ['typosquattingNpmChallenge', 'epilogue-js is typosquatting', 'epilogue is the real one'],
  ['typosquattingAngularChallenge', 'ngy-cookie is typosquatting', 'ngx-cookie is the real one'],
  ['hiddenImageChallenge', 'Pickle Rick is hiding behind one of the support team ladies', 'Rick is hiding'],
  ['supplyChainAttackChallenge', 'https://github.com/eslint/eslint-scope/issues/39', 'eslint-scope is fine'],
  ['supplyChainAttackChallenge', 'See npm:eslint-scope:20180712', 'See npm:eslint-scope'],
  ['dlpPastebinDataLeakChallenge', 'hueteroneel, Eurogium Edule', 'only hueteroneel'],
  [
    'leakedApiKeyChallenge',
    'Leaked key: 6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie',
    'Leaked key: 6PPi37DBxP4',
  ],
])('%s', (key, exploit, ordinary) => {
  it(`is solved by the feedback "${exploit}"`, async () => {
    expect((await feedback(exploit)).status).toBe(201)
    expect(await solved(key)).toBe(true)
  })

  it('is solved by a complaint with the same text', async () => {
    expect((await complaint(exploit)).status).toBe(201)
    expect(await solved(key)).toBe(true)
  })

  it(`is not solved by "${ordinary}"`, async () => {
    expect((await feedback(ordinary)).status).toBe(201)
    expect((await complaint(ordinary)).status).toBe(201)
    expect(await solved(key)).toBe(false)
  })
})

describe('dlpPastebinDataLeakChallenge', () => {
  it('needs every keyword within the same record', async () => {
    await feedback('hueteroneel')
    await complaint('eurogium edule')
    expect(await solved('dlpPastebinDataLeakChallenge')).toBe(false)
  })

  it('takes its keywords from the configuration', async () => {
    const products = t.shop.config.products.map((product) =>
      product.keywordsForPastebinDataLeakChallenge
        ? { ...product, keywordsForPastebinDataLeakChallenge: ['durian'] }
        : product,
    )
    await t.close()
    t = await startTestShop({ overrides: { products } })
    await feedback('hueteroneel, eurogium edule')
    expect(await solved('dlpPastebinDataLeakChallenge')).toBe(false)
    await feedback('Durian!')
    expect(await solved('dlpPastebinDataLeakChallenge')).toBe(true)
  })
})
