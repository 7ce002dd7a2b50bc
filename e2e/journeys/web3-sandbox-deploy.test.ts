import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openShop } from '../support/browser.js'
import { useShopAndBrowser } from '../support/fixtures.js'
import { isSolved, repoRoot, waitForSolved } from '../support/shop.js'

/** The attacker of Wallet Depletion, shared with the server's chain test. */
const DRAIN_SOURCE = readFileSync(join(repoRoot, 'apps/server/src/test-support/contracts/Drain.sol'), 'utf8')

describe('Web3 sandbox: compile, deploy and call with the training wallet', () => {
  const fixture = useShopAndBrowser()

  it('deploys an attacker contract that re-enters the ETH bank, which solves Wallet Depletion', async () => {
    const { context, page } = await openShop(fixture.browser, fixture.shop, { path: '/wallet-web3' })

    // The bank page registers the wallet and serves honest deposits and withdrawals.
    await page.locator('#walletWeb3Title').waitFor()
    await page.locator('#faucetButton').click()
    await page.getByTestId('eth-balance').filter({ hasText: /^1$/ }).waitFor()
    const bank = (await page.locator('#bankAddress').textContent()) ?? ''
    expect(bank).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.locator('#depositAmountInput').fill('0.2')
    await page.locator('#depositButton').click()
    await page
      .getByTestId('bank-balance')
      .filter({ hasText: /^0\.2$/ })
      .waitFor()
    await page.locator('#withdrawAmountInput').fill('0.5')
    expect(await page.locator('#withdrawEthButton').isDisabled()).toBe(true)
    await page.locator('#withdrawAmountInput').fill('0.1')
    await page.locator('#withdrawEthButton').click()
    await page
      .getByTestId('bank-balance')
      .filter({ hasText: /^0\.1$/ })
      .waitFor()
    expect(await isSolved(fixture.shop, 'web3WalletChallenge')).toBe(false)

    // The sandbox compiles the attacker in the browser, with the shop's own copy of solc.
    await page.goto(`${fixture.shop.baseUrl}/#/web3-sandbox`)
    const compilerRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('soljson')) compilerRequests.push(request.url())
    })
    await page.locator('#sandboxEditor').fill('contract Broken { function f() }')
    await page.locator('#compileButton').click()
    await page.getByTestId('compile-summary').filter({ hasText: 'failed' }).waitFor({ timeout: 60_000 })
    await page.getByTestId('compiler-message').filter({ hasText: 'ParserError' }).first().waitFor()
    await page.locator('#sandboxEditor').fill(DRAIN_SOURCE)
    await page.locator('#compileButton').click()
    await page
      .getByTestId('compile-summary')
      .filter({ hasText: 'Contracts: Drain' })
      .waitFor({ timeout: 60_000 })
    expect(compilerRequests).toEqual([`${fixture.shop.baseUrl}/assets/solc/soljson.js`])

    // Deployed through the training wallet with the bank's address, then attack() with 0.1 ETH.
    await page.locator('#constructorArgsInput').fill(bank)
    await page.locator('#deployButton').click()
    await page.getByTestId('deploy-result').filter({ hasText: 'Drain deployed at 0x' }).waitFor()
    const attack = page.getByTestId('deployed-contract').getByTestId('function-attack')
    await attack.getByLabel('Value (ETH)').fill('0.1')
    await attack.getByRole('button', { name: 'Send' }).click()
    await attack.getByTestId('function-result').filter({ hasText: 'Transaction confirmed' }).waitFor()
    await expect(waitForSolved(fixture.shop, 'web3WalletChallenge')).resolves.toBe(true)
    await context.close()
  })
})
