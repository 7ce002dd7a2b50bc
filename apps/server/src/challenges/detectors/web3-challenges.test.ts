import { mnemonicToAccount } from 'viem/accounts'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const solved = async (key: string): Promise<boolean> => (await t.challenge(key)).solved

interface SubmitKeyAnswer {
  success: boolean
  message: string
  status: { key: string; solved: boolean }
}
const submitKey = async (body: unknown) => {
  const response = await t.request('/rest/web3/submitKey', sendJson('POST', body))
  return { status: response.status, body: await readJson<SubmitKeyAnswer>(response) }
}
const nftUnlocked = async () =>
  (await readJson<{ status: boolean }>(await t.request('/rest/web3/nftUnlocked'))).status

describe('nftUnlockChallenge', () => {
  it('is solved with the private key derived from the recovery phrase posted in a feedback', async () => {
    // 1. The phrase is in a public feedback message.
    const feedbacks = await readJson<{ data: { comment: string }[] }>(await t.request('/api/Feedbacks'))
    const leak = feedbacks.data
      .map(({ comment }) => comment)
      .find((comment) => comment.includes('/juicy-nft'))!
    const phrase = /"([a-z ]+)"/.exec(leak)![1]!
    expect(phrase.split(' ')).toHaveLength(12)
    // 2. Any BIP-39/BIP-44 wallet tool derives the first account's key (m/44'/60'/0'/0/0).
    const privateKey = toHex(mnemonicToAccount(phrase).getHdKey().privateKey!)
    expect(await nftUnlocked()).toBe(false)
    // 3. Submitting it proves "ownership".
    const answer = await submitKey({ privateKey })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Challenge successfully solved',
      status: { key: 'nftUnlockChallenge', solved: true },
    })
    expect(await solved('nftUnlockChallenge')).toBe(true)
    expect(await nftUnlocked()).toBe(true)
  })

  it.each([
    [{}, 'Looks like you entered a non-Ethereum private key to access me.'],
    [{ privateKey: 'lalalala' }, 'Looks like you entered a non-Ethereum private key to access me.'],
    [{ privateKey: 42 }, 'Looks like you entered a non-Ethereum private key to access me.'],
    [
      { privateKey: '0x02c7a2a93289c9fbda5990bac6596993e9bb0a8d3f178175a80b7cfd983983f506' },
      'Looks like you entered the public key of my ethereum wallet!',
    ],
    [
      { privateKey: '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05' },
      'Looks like you entered the public address of my ethereum wallet!',
    ],
  ])('is not solved by %j', async (body, message) => {
    const answer = await submitKey(body)
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ success: false, message, status: { solved: false } })
    expect(await solved('nftUnlockChallenge')).toBe(false)
  })

  it('does not crash on a body that is not an object', async () => {
    const response = await t.request('/rest/web3/submitKey', sendJson('POST', ['0x']))
    expect(response.status).toBe(401)
  })
})

describe('web3SandboxChallenge', () => {
  it('is solved when the sandbox page loads its padding image', async () => {
    await t.request('/assets/public/images/padding/11px.png')
    expect(await solved('web3SandboxChallenge')).toBe(true)
  })

  it('is not solved by the padding images of other pages', async () => {
    await t.request('/assets/public/images/padding/1px.png')
    await t.request('/assets/public/images/padding/111px.png')
    expect(await solved('web3SandboxChallenge')).toBe(false)
  })
})
