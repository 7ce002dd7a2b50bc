import { readFileSync } from 'node:fs'
import path from 'node:path'
import solc from 'solc'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRoot } from '../../platform/paths.js'
import { readJson, sendJson } from '../../test-support/http-helpers.js'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

interface Network {
  chainId: number
  rpcUrl: string
  contracts: { beeToken: Address; beeFaucet: Address; honeyPotNft: Address; ethWalletBank: Address }
  abis: { beeToken: Abi; beeFaucet: Abi; honeyPotNft: Abi; ethWalletBank: Abi }
}

/** The attacker contract of Wallet Depletion, shared with the sandbox journey. */
const ATTACKER_SOURCE = readFileSync(
  path.join(appRoot, 'apps/server/src/test-support/contracts/Drain.sol'),
  'utf8',
)

function compileAttacker(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'Drain.sol': { content: ATTACKER_SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const drain = output.contracts['Drain.sol']!.Drain!
  return { abi: drain.abi, bytecode: `0x${drain.evm.bytecode.object}` }
}

describe('the Web3 challenges on the shop\u2019s own chain, played by script through /rest/web3/rpc', () => {
  let t: TestShop
  let network: Network
  const player = privateKeyToAccount(generatePrivateKey())

  const clients = () => {
    const chain = defineChain({
      id: network.chainId,
      name: 'Juicy test chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    const transport = http(network.rpcUrl, { fetchOptions: { headers: t.extraHeaders } })
    return {
      reader: createPublicClient({ chain, transport }),
      wallet: createWalletClient({ chain, transport, account: player }),
    }
  }
  /** Sends a contract call from the player's wallet and waits until it is mined. */
  const write = async (
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[] = [],
    value?: bigint,
  ) => {
    const { reader, wallet } = clients()
    const hash = await wallet.writeContract({ address, abi, functionName, args, value, chain: wallet.chain })
    return reader.waitForTransactionReceipt({ hash })
  }
  const post = async (path: string, body: unknown) => {
    const response = await t.request(path, sendJson('POST', body))
    return { status: response.status, body: await readJson<Record<string, unknown>>(response) }
  }
  const rpc = (body: unknown) => post('/rest/web3/rpc', body)

  beforeAll(async () => {
    t = await startTestShop()
    network = await readJson<Network>(await t.request('/rest/web3/network'))
    const funded = await post('/rest/web3/faucet', { address: player.address })
    expect(funded.body).toMatchObject({ success: true })
  }, 60_000)
  afterAll(() => t.close())

  it('describes the chain: id, RPC URL through the shop, contract addresses and ABIs', async () => {
    expect(network.chainId).toBe(31337)
    expect(network.rpcUrl).toBe(`${t.url}/rest/web3/rpc`)
    expect(Object.values(network.contracts)).toHaveLength(4)
    for (const address of Object.values(network.contracts)) expect(address).toMatch(/^0x[0-9a-f]{40}$/)
    const { reader } = clients()
    expect(await reader.getBalance({ address: player.address })).toBe(parseEther('1'))
    expect(
      await reader.readContract({
        address: network.contracts.beeFaucet,
        abi: network.abis.beeFaucet,
        functionName: 'balance',
      }),
    ).toBe(200)
  })

  describe('nftMintChallenge', () => {
    it('is not solved without a mint, and an honest withdrawal stays within the faucet budget', async () => {
      await write(network.contracts.beeFaucet, network.abis.beeFaucet, 'withdraw', [100])
      expect(
        (await post('/rest/web3/walletNFTVerify', { walletAddress: player.address })).body,
      ).toMatchObject({
        success: false,
        message: 'Wallet did not mint the NFT',
      })
      expect((await t.challenge('nftMintChallenge')).solved).toBe(false)
    })

    it('is solved by overflowing the faucet budget, paying 1000 BEE and minting the Honey Pot', async () => {
      expect(await readJson(await t.request('/rest/web3/nftMintListen'))).toEqual({
        success: true,
        message: 'Event Listener Created',
      })
      for (let round = 0; round < 4; round++)
        await write(network.contracts.beeFaucet, network.abis.beeFaucet, 'withdraw', [255])
      const { reader } = clients()
      const bee = (await reader.readContract({
        address: network.contracts.beeToken,
        abi: network.abis.beeToken,
        functionName: 'balanceOf',
        args: [player.address],
      })) as bigint
      expect(bee).toBeGreaterThanOrEqual(parseEther('1000'))
      await write(network.contracts.beeToken, network.abis.beeToken, 'approve', [
        network.contracts.honeyPotNft,
        parseEther('1000'),
      ])
      const minted = await write(network.contracts.honeyPotNft, network.abis.honeyPotNft, 'mintNFT')
      expect(minted.status).toBe('success')
      const verified = await post('/rest/web3/walletNFTVerify', { walletAddress: player.address })
      expect(verified.body).toMatchObject({ success: true, message: 'Challenge successfully solved' })
      expect((await t.challenge('nftMintChallenge')).solved).toBe(true)
      // The verified minter is forgotten.
      expect((await post('/rest/web3/walletNFTVerify', { walletAddress: player.address })).body.success).toBe(
        false,
      )
    })
  })

  describe('web3WalletChallenge', () => {
    it('is not solved by a plain deposit and withdrawal', async () => {
      await post('/rest/web3/walletExploitAddress', { walletAddress: player.address })
      const bank = network.contracts.ethWalletBank
      await write(bank, network.abis.ethWalletBank, 'ethdeposit', [player.address], parseEther('0.1'))
      await write(bank, network.abis.ethWalletBank, 'withdraw', [parseEther('0.1')])
      expect((await t.challenge('web3WalletChallenge')).solved).toBe(false)
    })

    it('is solved when a contract of the registered wallet re-enters the bank', async () => {
      expect((await post('/rest/web3/walletExploitAddress', { walletAddress: player.address })).body).toEqual(
        {
          success: true,
          message: 'Event Listener Created',
        },
      )
      const { reader, wallet } = clients()
      const attacker = compileAttacker()
      const hash = await wallet.deployContract({
        abi: attacker.abi,
        bytecode: attacker.bytecode,
        args: [network.contracts.ethWalletBank],
        chain: wallet.chain,
      })
      const { contractAddress } = await reader.waitForTransactionReceipt({ hash })
      const drained = await write(contractAddress!, attacker.abi, 'attack', [], parseEther('0.1'))
      expect(drained.status).toBe('success')
      expect((await t.challenge('web3WalletChallenge')).solved).toBe(true)
    })
  })

  describe('the RPC gateway', () => {
    it('answers the methods a wallet needs, single and batched', async () => {
      expect((await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })).body).toEqual({
        jsonrpc: '2.0',
        id: 7,
        result: '0x7a69',
      })
      const batch = await rpc([
        { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
        { jsonrpc: '2.0', id: 2, method: 'eth_accounts', params: [] },
      ])
      expect(batch.body).toEqual([
        { jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x/) },
        { jsonrpc: '2.0', id: 2, result: [] },
      ])
    })

    it.each(['eth_sendTransaction', 'anvil_setBalance', 'evm_mine', 'debug_traceTransaction', 'eth_sign'])(
      'refuses %s',
      async (method) => {
        expect((await rpc({ jsonrpc: '2.0', id: 1, method, params: [] })).body).toEqual({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32601, message: `Method not allowed: ${method}` },
        })
      },
    )

    it('refuses malformed requests and oversized batches', async () => {
      expect((await rpc({ id: 3, method: 'eth_chainId' })).body).toMatchObject({
        id: 3,
        error: { code: -32600 },
      })
      expect((await rpc('eth_chainId')).body).toMatchObject({ error: { code: -32600 } })
      const many = Array.from({ length: 21 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))
      expect((await rpc(many)).body).toMatchObject({ error: { code: -32600 } })
      expect((await rpc([])).body).toMatchObject({ error: { code: -32600 } })
    })
  })

  describe('the faucet', () => {
    it('refuses an address that is none and pays each address once a minute', async () => {
      expect((await post('/rest/web3/faucet', { address: 'lalala' })).status).toBe(400)
      const again = await post('/rest/web3/faucet', { address: player.address })
      expect(again.status).toBe(429)
    })
  })

  it('starts a fresh chain after a data reset, at the same addresses', async () => {
    t.shop.reset()
    const response = await t.request('/rest/web3/network')
    const fresh = await readJson<Network>(response)
    expect(response.status, JSON.stringify(fresh)).toBe(200)
    expect(fresh.contracts).toEqual(network.contracts)
    const { reader } = clients()
    expect(await reader.getBalance({ address: player.address })).toBe(0n)
  }, 30_000)
})
