import type { ChildProcess } from 'node:child_process'
import { startAnvil } from './anvil-process.js'
import { compiledContracts, encodeArguments, type ContractName } from './contracts.js'
import { postJson } from './node-http.js'

export const CHAIN_ID = 31337
const ETHER = 10n ** 18n
const BEE = 10n ** 18n
/**
 * The chain's one unlocked account: deployer of the shop's contracts and sender of the faucet's test ETH. Fixed so
 * that the contract addresses are the same on every start (a new contract's address follows from deployer and
 * nonce). A training chain: its key being public costs nothing.
 */
const DEPLOYER_MNEMONIC = 'neck keep diagram badge pear brief educate afraid option buffalo cattle muffin'

export interface ContractAddresses {
  beeToken: string
  beeFaucet: string
  honeyPotNft: string
  ethWalletBank: string
}

/** What the shop's contracts reported in the logs of a player's transaction. */
export type ChainEvent = { kind: 'nftMinted'; owner: string } | { kind: 'contractExploited'; culprit: string }

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: unknown
  method: string
  params?: unknown
}

interface Deployment {
  url: string
  deployer: string
  contracts: ContractAddresses
  process: ChildProcess
}

interface Log {
  address: string
  topics: string[]
  data: string
}

/** The last 20 bytes of a 32-byte ABI word, as an address. */
const addressOfWord = (word: string): string => `0x${word.slice(-40)}`

/** A chain nobody used for this long is stopped (about 25 MB per chain; the next use starts a fresh one). */
export const CHAIN_IDLE_MS = 20 * 60 * 1000

/**
 * One shop's local Ethereum chain: anvil started on first use, the shop's contracts deployed at once, stopped with
 * the shop, when its data is reset or after `idleMs` without use (the next use starts a fresh one).
 */
export class LocalChain {
  private deployment: Promise<Deployment> | undefined
  private idleTimer: NodeJS.Timeout | undefined

  constructor(private readonly idleMs = CHAIN_IDLE_MS) {}

  /** Whether a chain is running or starting. */
  get running(): boolean {
    return this.deployment !== undefined
  }

  /** Starts the chain and deploys the contracts unless that happened already. */
  async addresses(): Promise<ContractAddresses> {
    return (await this.started()).contracts
  }

  /** Forwards one JSON-RPC request to the node as it is. */
  async forward(request: JsonRpcRequest): Promise<unknown> {
    return postJson((await this.started()).url, request)
  }

  /** Sends test ETH from the deployer (the faucet); answers the transaction hash. */
  async sendEther(to: string, wei: bigint): Promise<string> {
    const { deployer } = await this.started()
    return this.call<string>('eth_sendTransaction', [{ from: deployer, to, value: `0x${wei.toString(16)}` }])
  }

  /** The shop contracts' events in the logs of a mined transaction. */
  async eventsOf(transactionHash: string): Promise<ChainEvent[]> {
    const { contracts, url } = await this.started()
    const receipt = await receiptOf<{ logs: Log[] }>(url, transactionHash)
    const { HoneyPotNFT, ETHWalletBank } = compiledContracts()
    const events: ChainEvent[] = []
    for (const log of receipt.logs) {
      const from = log.address.toLowerCase()
      const words = log.data.replace(/^0x/, '').match(/.{64}/g) ?? []
      if (from === contracts.honeyPotNft && log.topics[0] === HoneyPotNFT.events.NFTMinted && words[0])
        events.push({ kind: 'nftMinted', owner: addressOfWord(words[0]) })
      if (
        from === contracts.ethWalletBank &&
        log.topics[0] === ETHWalletBank.events.ContractExploited &&
        words[0]
      )
        events.push({ kind: 'contractExploited', culprit: addressOfWord(words[0]) })
    }
    return events
  }

  stop(): void {
    clearTimeout(this.idleTimer)
    const deployment = this.deployment
    this.deployment = undefined
    void deployment?.then(({ process }) => process.kill('SIGTERM')).catch(() => undefined)
  }

  private started(): Promise<Deployment> {
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => this.stop(), this.idleMs).unref()
    this.deployment ??= this.deploy().catch((error: unknown) => {
      this.deployment = undefined
      throw error
    })
    return this.deployment
  }

  private async deploy(): Promise<Deployment> {
    const { url, process } = await startAnvil({
      chainId: CHAIN_ID,
      mnemonic: DEPLOYER_MNEMONIC,
      balanceEth: 1_000_000,
    })
    try {
      const rpc = <T>(method: string, params: unknown[]) => rpcCall<T>(url, method, params)
      const [deployer] = await rpc<string[]>('eth_accounts', [])
      if (!deployer) throw new Error('anvil has no unlocked account')
      const contracts = compiledContracts()
      const send = async (transaction: Record<string, string>) => {
        const hash = await rpc<string>('eth_sendTransaction', [{ from: deployer, ...transaction }])
        const receipt = await receiptOf<{ status: string; contractAddress: string | null }>(url, hash)
        if (receipt.status !== '0x1') throw new Error(`deployment transaction ${hash} failed`)
        return receipt.contractAddress ?? ''
      }
      const create = (name: ContractName, ...args: (string | bigint)[]) =>
        send({ data: `${contracts[name].bytecode}${encodeArguments(...args)}` })
      const supply = 1_000_000n * BEE
      const beeToken = await create('BeeToken', deployer, supply)
      const beeFaucet = await create('BeeFaucet', beeToken)
      await send({
        to: beeToken,
        data: `${contracts.BeeToken.selectors['transfer(address,uint256)']}${encodeArguments(beeFaucet, supply)}`,
      })
      const honeyPotNft = await create('HoneyPotNFT', beeToken)
      const ethWalletBank = await create('ETHWalletBank')
      await send({
        to: ethWalletBank,
        value: `0x${(10n * ETHER).toString(16)}`,
        data: `${contracts.ETHWalletBank.selectors['ethdeposit(address)']}${encodeArguments(deployer)}`,
      })
      return { url, deployer, process, contracts: { beeToken, beeFaucet, honeyPotNft, ethWalletBank } }
    } catch (error) {
      process.kill('SIGKILL')
      throw error
    }
  }

  private async call<T>(method: string, params: unknown[]): Promise<T> {
    return rpcCall<T>((await this.started()).url, method, params)
  }
}

/** The receipt of a transaction, waiting for it to be mined (anvil mines each transaction at once, or very soon). */
async function receiptOf<T>(url: string, hash: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await rpcCall<T | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt !== null) return receipt
    if (Date.now() > deadline) throw new Error(`transaction ${hash} was not mined within ${timeoutMs} ms`)
    await new Promise((wait) => setTimeout(wait, 20))
  }
}

async function rpcCall<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const body = (await postJson(url, { jsonrpc: '2.0', id: 1, method, params })) as {
    result?: T
    error?: { message: string }
  }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}
