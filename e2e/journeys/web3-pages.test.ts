import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { api, isSolved, waitForSolved } from '../support/shop.js'

/** The public address of the wallet holding the NFT, as any block explorer shows it. */
const NFT_WALLET_ADDRESS = '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05'

describe('Web3 pages', () => {
  const fixture = useShopAndBrowser()

  it('unlocks the Juicy NFT with the private key derived from the leaked recovery phrase', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/juicy-nft' })
    const keyInput = page.locator('#nftPrivateKeyInput')
    const answer = page.getByTestId('nft-answer')

    // The wallet's public address is refused with the server's own message.
    await keyInput.fill(NFT_WALLET_ADDRESS)
    await page.locator('#nftSubmitButton').click()
    await answer
      .filter({ hasText: 'Looks like you entered the public address of my ethereum wallet!' })
      .waitFor()
    expect(await isSolved(fixture.shop, 'nftUnlockChallenge')).toBe(false)

    // The recovery phrase was posted in a public feedback message.
    const feedbacks = await api<{ data: { comment: string }[] }>(fixture.shop, '/api/Feedbacks')
    const leak = feedbacks.body.data
      .map(({ comment }) => comment)
      .find((comment) => comment.includes('/juicy-nft'))
    const phrase = /"([a-z ]+)"/.exec(leak ?? '')?.[1] ?? ''
    expect(phrase.split(' ')).toHaveLength(12)
    const privateKey = mnemonicToAccount(phrase).getHdKey().privateKey
    if (!privateKey) throw new Error('no private key derived from the phrase')

    await keyInput.fill(toHex(privateKey))
    await page.locator('#nftSubmitButton').click()
    await answer.filter({ hasText: 'Challenge successfully solved' }).waitFor()
    await page.locator('#nftUnlockedAlert').filter({ hasText: 'NFT unlocked' }).waitFor()
    await keyInput.waitFor({ state: 'detached' })
    await expect(waitForSolved(fixture.shop, 'nftUnlockChallenge')).resolves.toBe(true)

    // A later visit shows the NFT unlocked at once.
    await page.reload()
    await page.locator('#nftUnlockedAlert').waitFor()
    await expect(page.locator('#nftPrivateKeyInput').count()).resolves.toBe(0)
    await context.close()
  })

  it('opens the unlinked smart-contract sandbox, which solves Web3 Sandbox', async () => {
    expect(await isSolved(fixture.shop, 'web3SandboxChallenge')).toBe(false)
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/web3-sandbox' })
    const editor = page.locator('#sandboxEditor')
    await editor.waitFor()
    const source = await editor.inputValue()
    expect(source).toMatch(/^\/\/ SPDX-License-Identifier: MIT\npragma solidity \^0\.8\.20;/)
    expect(source).toContain('contract JuiceCounter {')
    await expect(waitForSolved(fixture.shop, 'web3SandboxChallenge')).resolves.toBe(true)
    expect(page.url()).toMatch(/#\/web3-sandbox$/)
    await context.close()
  })
})
