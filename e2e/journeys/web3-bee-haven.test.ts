import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { isSolved, waitForSolved } from '../support/shop.js'

describe('Bee Haven with the training wallet', () => {
  const fixture = useShopAndBrowser()

  it('overflows the faucet budget, pays 1000 BEE and mints the Honey Pot, which solves Mint the Honey Pot', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/bee-haven' })
    await page.locator('#beeHavenTitle').filter({ hasText: 'Bee Haven' }).waitFor()

    // A training wallet was made in the browser: its key stays in local storage, its address is shown.
    const address = page.locator('#walletAddress')
    await address.waitFor()
    const key = await page.evaluate(() => localStorage.getItem('juicyWeb3Wallet'))
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await address.textContent()).toBe(privateKeyToAccount(key as Hex).address)
    expect(await page.locator('#activeWallet').textContent()).toBe('Juicy training wallet')

    // Test ETH pays for the gas.
    await page.locator('#faucetButton').click()
    await page.getByTestId('faucet-answer').filter({ hasText: 'Sent 1 test ETH' }).waitFor()
    await page.getByTestId('eth-balance').filter({ hasText: /^1$/ }).waitFor()

    // The faucet's 8-bit budget of 200 BEE wraps around instead of running out: 4 × 255 BEE.
    await page.getByTestId('faucet-budget').filter({ hasText: /^200$/ }).waitFor()
    for (let round = 1; round <= 4; round++) {
      await page.locator('#beeAmountInput').fill('255')
      await page.locator('#withdrawBeeButton').click()
      await page
        .getByTestId('bee-balance')
        .filter({ hasText: new RegExp(`^${(255 * round).toLocaleString('en-US')}$`) })
        .waitFor()
    }
    await page.getByTestId('faucet-budget').filter({ hasText: /^204$/ }).waitFor()
    await page
      .getByTestId('nft-price')
      .filter({ hasText: /^1,000$/ })
      .waitFor()

    // Minting without the approval reverts, and the page says why.
    await page.locator('#mintNftButton').click()
    await page.getByTestId('transaction-error').filter({ hasText: 'BEE: allowance too low' }).waitFor()
    expect(await isSolved(fixture.shop, 'nftMintChallenge')).toBe(false)

    await page.locator('#approveBeeButton').click()
    await page
      .getByTestId('bee-allowance')
      .filter({ hasText: /^1,000$/ })
      .waitFor()
    await page.locator('#mintNftButton').click()
    await page.locator('#nftMintAnswer').filter({ hasText: 'Challenge successfully solved' }).waitFor()
    await page.getByTestId('minted-token').filter({ hasText: 'Honey Pot #1' }).waitFor()
    await page.getByTestId('honey-pots-owned').filter({ hasText: /^1$/ }).waitFor()
    await page.getByTestId('bee-balance').filter({ hasText: /^20$/ }).waitFor()
    await expect(waitForSolved(fixture.shop, 'nftMintChallenge')).resolves.toBe(true)
    await context.close()
  })
})
