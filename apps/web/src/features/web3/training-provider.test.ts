import {
  createClient,
  custom,
  encodeErrorResult,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  verifyMessage,
  type Hex,
  type TransactionSerialized,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { writeContract } from 'viem/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainStub, RpcFailure, testNetwork } from '../../test/web3-chain-stub'
import { ProviderRpcError } from './eip1193'
import { transactionFailure } from './transaction-error'
import { TrainingProvider } from './training-provider'
import { chainOf, reachableRpcUrl } from './web3-chain'

const key = generatePrivateKey()
const account = privateKeyToAccount(key)
const chain = chainOf(testNetwork)

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('the training wallet as an EIP-1193 provider', () => {
  let stub: ReturnType<typeof chainStub>
  let provider: TrainingProvider

  beforeEach(() => {
    stub = chainStub()
    vi.stubGlobal('fetch', vi.fn(stub.fetch))
    provider = new TrainingProvider(chain, key)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('answers accounts and chain itself, without asking the node', async () => {
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([account.address])
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([account.address])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider.request({ method: 'net_version' })).resolves.toBe('31337')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull()
    expect(stub.calls).toEqual([])
  })

  it('signs a transaction locally and sends it raw through the shop', async () => {
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account.address.toLowerCase(),
          to: testNetwork.contracts.ethWalletBank,
          value: '0x2386f26fc10000',
        },
      ],
    })
    expect(stub.methods()).not.toContain('eth_sendTransaction')
    const sent = stub.calls.find(({ method }) => method === 'eth_sendRawTransaction')
    const raw = sent?.params[0] as TransactionSerialized
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(account.address)
    const transaction = parseTransaction(raw)
    expect(transaction).toMatchObject({
      chainId: 31337,
      to: testNetwork.contracts.ethWalletBank,
      value: parseEther('0.01'),
    })
    expect(transaction.gas).toBe(21000n)
  })

  it('refuses to send for an address it holds no key of', async () => {
    const error = await errorOf(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: `0x${'12'.repeat(20)}`, to: account.address }],
      }),
    )
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4100 })
    expect(stub.methods()).not.toContain('eth_sendRawTransaction')
  })

  it('signs messages (personal_sign) with the wallet key', async () => {
    const message = 'I own this wallet'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), account.address],
    })) as Hex
    await expect(verifyMessage({ address: account.address, message, signature })).resolves.toBe(true)
  })

  it("forwards other methods to the shop's RPC endpoint and passes on the node's errors", async () => {
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(stub.calls).toEqual([{ method: 'eth_blockNumber', params: [] }])
    const refused = await errorOf(provider.request({ method: 'anvil_setBalance', params: [] }))
    expect(refused).toMatchObject({ code: -32601, message: 'Method not allowed: anvil_setBalance' })
    await expect(errorOf(provider.request({ method: 'eth_sign', params: [] }))).resolves.toMatchObject({
      code: 4200,
    })
    await expect(
      errorOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })),
    ).resolves.toMatchObject({ code: 4902 })
  })

  it('talks to the RPC endpoint beside the page when the server names another origin', () => {
    expect(reachableRpcUrl(testNetwork.rpcUrl)).toBe(testNetwork.rpcUrl)
    expect(reachableRpcUrl('http://shop.example/rest/web3/rpc')).toBe(
      new URL('rest/web3/rpc', document.baseURI).href,
    )
  })

  it('tells dapps about a new key', async () => {
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    const next = generatePrivateKey()
    provider.useKey(next)
    expect(listener).toHaveBeenCalledWith([privateKeyToAccount(next).address])
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([
      privateKeyToAccount(next).address,
    ])
  })

  it("lets viem read a contract's revert reason from the node's refusal", async () => {
    const abi = testNetwork.abis.honeyPotNft
    const revert = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
      errorName: 'Error',
      args: ['BEE: allowance too low'],
    })
    stub = chainStub({
      rpc: {
        eth_estimateGas: () => {
          throw new RpcFailure(3, 'execution reverted: BEE: allowance too low', revert)
        },
      },
    })
    vi.stubGlobal('fetch', vi.fn(stub.fetch))
    const dapp = createClient({ chain, account: account.address, transport: custom(provider) })
    const error = await errorOf(
      writeContract(dapp, {
        address: testNetwork.contracts.honeyPotNft,
        abi,
        functionName: 'mintNFT',
        chain,
      }),
    )
    expect(transactionFailure(error)).toEqual({ rejected: false, reason: 'BEE: allowance too low' })
    expect(stub.methods()).not.toContain('eth_sendRawTransaction')
  })
})
