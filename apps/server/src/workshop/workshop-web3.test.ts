import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorkshop, type TestWorkshop, type WorkshopClient } from '../test-support/test-workshop.js'

const address = (digit: string) => `0x${digit.repeat(40)}`

/** The balance of `account` on the chain a team's requests reach. */
async function balanceOf(player: WorkshopClient, account: string): Promise<bigint> {
  const response = await player.request('/rest/web3/rpc', {
    method: 'POST',
    json: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [account, 'latest'] },
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

describe('workshop: every team has its own chain', () => {
  let t: TestWorkshop
  let red: WorkshopClient
  let blue: WorkshopClient

  beforeAll(async () => {
    t = await startTestWorkshop()
    red = t.client()
    blue = t.client()
    await red.join('red')
    await blue.join('blue')
  }, 30_000)
  afterAll(() => t.close())

  it('keeps one team\u2019s transactions off the other team\u2019s chain, and a data reset starts the team afresh', async () => {
    const paid = await red.request('/rest/web3/faucet', { method: 'POST', json: { address: address('a') } })
    expect(paid.status).toBe(200)
    expect(await balanceOf(red, address('a'))).toBe(10n ** 18n)
    expect(await balanceOf(blue, address('a'))).toBe(0n)

    const trainer = await t.trainer()
    await trainer.request('/workshop/api/teams/red/reset', { method: 'POST', json: { scope: 'data' } })
    expect(await balanceOf(red, address('a'))).toBe(0n)
  }, 30_000)
})
