import { RateLimiter } from '../../platform/http/rate-limit.js'
import type { EventBus } from '../../shop/event-bus.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import { LocalChain, type ChainEvent } from './chain/local-chain.js'

const ETHER = 10n ** 18n

/** An Ethereum address as the shop keeps it: lower case, or undefined for anything else. */
export const normalisedAddress = (value: unknown): string | undefined =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) ? value.toLowerCase() : undefined

/**
 * One shop's Web3 corner: its local chain, the wallets seen minting a Honey Pot, the wallets
 * registered on the ETH bank page, and the faucet's limits. All of it is per shop, so every workshop team has its
 * own chain; a data reset stops the chain and forgets the wallets.
 */
export class Web3Corner {
  readonly chain = new LocalChain()
  private readonly minters = new Set<string>()
  private readonly registeredForExploit = new Set<string>()
  /** Test ETH: one payout per address per minute, ten per client per minute. */
  readonly faucetPerAddress = new RateLimiter({ windowMs: 60_000, max: 1 })
  readonly faucetPerClient = new RateLimiter({ windowMs: 60_000, max: 10 })
  /** JSON-RPC calls per client and minute (a wallet polls; a script deploys and calls). */
  readonly rpcPerClient = new RateLimiter({ windowMs: 60_000, max: 1200 })

  constructor(private readonly events: EventBus) {}

  /** Sends the faucet's 1 test ETH. */
  sendTestEther(address: string): Promise<string> {
    return this.chain.sendEther(address, ETHER)
  }

  /** Looks at what the shop's contracts logged in a player's mined transaction. */
  async inspectTransaction(hash: string, request: RequestFacts): Promise<void> {
    for (const event of await this.chain.eventsOf(hash)) this.record(event, request)
  }

  /** POST /rest/web3/walletNFTVerify: whether the wallet minted a Honey Pot; a verified minter is forgotten. */
  verifyMinter(address: string | undefined, request: RequestFacts): boolean {
    const minted = address !== undefined && this.minters.delete(address)
    this.events.publish('web3.mintVerified', { address: address ?? '', minted, request })
    return minted
  }

  /** POST /rest/web3/walletExploitAddress: remembers a wallet whose exploit of the ETH bank is awaited. */
  registerForExploit(address: string | undefined): void {
    if (address !== undefined) this.registeredForExploit.add(address)
  }

  /** Stops the chain and forgets the wallets (a data reset or the shop closing). */
  reset(): void {
    this.chain.stop()
    this.minters.clear()
    this.registeredForExploit.clear()
  }

  private record(event: ChainEvent, request: RequestFacts): void {
    if (event.kind === 'nftMinted') {
      this.minters.add(event.owner)
      return
    }
    const registered = this.registeredForExploit.delete(event.culprit)
    this.events.publish('web3.bankExploited', { culprit: event.culprit, registered, request })
  }
}
