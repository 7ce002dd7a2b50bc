import {
  BaseError,
  createClient,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  numberToHex,
  type Address,
  type Chain,
  type Hex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction } from 'viem/actions'
import {
  isRpcErrorObject,
  ProviderEvents,
  ProviderRpcError,
  type Eip1193Listener,
  type Eip1193Provider,
  type Eip1193RequestArguments,
} from './eip1193'

/** A transaction as `eth_sendTransaction` carries it (quantities in hex). */
interface RpcTransaction {
  from?: string
  to?: Address | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/** The error a dapp sees: the node's own code, message and revert data where the node refused. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const root: unknown = error.walk()
    if (isRpcErrorObject(root)) return new ProviderRpcError(root.code, root.message, root.data)
    return new ProviderRpcError(-32603, error.details || error.shortMessage)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}

/**
 * The Juicy training wallet as an EIP-1193 provider: its key lives in the browser, it signs transactions and
 * messages locally and sends the signed transactions through the shop's RPC endpoint (`eth_sendRawTransaction`);
 * every other method goes to that endpoint as it is.
 */
export class TrainingProvider implements Eip1193Provider {
  readonly isJuicyTrainingWallet = true
  private account: PrivateKeyAccount
  private readonly events = new ProviderEvents()
  private readonly client

  constructor(
    private readonly chain: Chain,
    privateKey: Hex,
  ) {
    this.account = privateKeyToAccount(privateKey)
    this.client = createClient({ chain, transport: http(this.rpcUrl, { retryCount: 0 }) })
  }

  get address(): Address {
    return this.account.address
  }

  private get rpcUrl(): string {
    return this.chain.rpcUrls.default.http[0] ?? ''
  }

  /** Switches to another key (a new wallet); dapps hear `accountsChanged`. */
  useKey(privateKey: Hex): void {
    this.account = privateKeyToAccount(privateKey)
    this.events.emit('accountsChanged', [this.account.address])
  }

  on(event: string, listener: Eip1193Listener): void {
    this.events.on(event, listener)
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.events.removeListener(event, listener)
  }

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    const list: unknown[] = Array.isArray(params) ? [...(params as unknown[])] : params ? [params] : []
    try {
      return await this.answer(method, list)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  private answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return Promise.resolve([this.account.address])
      case 'eth_chainId':
        return Promise.resolve(numberToHex(this.chain.id))
      case 'net_version':
        return Promise.resolve(String(this.chain.id))
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as RpcTransaction)
      case 'personal_sign':
        return this.signMessage(params[0])
      case 'eth_signTypedData_v4':
        return this.signTypedData(params[1])
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return this.stayOnChain(params[0])
      case 'eth_sign':
        throw new ProviderRpcError(4200, 'eth_sign is not supported: use personal_sign')
      default:
        return this.forward(method, params)
    }
  }

  private assertSender(from: unknown): void {
    if (typeof from === 'string' && from.toLowerCase() !== this.account.address.toLowerCase())
      throw new ProviderRpcError(4100, `The training wallet holds no key for ${from}`)
  }

  private sendTransaction(transaction: RpcTransaction | undefined): Promise<Hex> {
    if (!transaction) throw new ProviderRpcError(-32602, 'eth_sendTransaction needs a transaction')
    this.assertSender(transaction.from)
    const fees =
      transaction.gasPrice !== undefined
        ? { gasPrice: quantity(transaction.gasPrice) }
        : {
            maxFeePerGas: quantity(transaction.maxFeePerGas),
            maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
          }
    return sendTransaction(this.client, {
      account: this.account,
      chain: this.chain,
      to: transaction.to ?? undefined,
      data: transaction.data ?? transaction.input,
      value: quantity(transaction.value),
      gas: quantity(transaction.gas),
      nonce: transaction.nonce === undefined ? undefined : hexToNumber(transaction.nonce),
      ...fees,
    } as Parameters<typeof sendTransaction>[1])
  }

  private signMessage(message: unknown): Promise<Hex> {
    if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'personal_sign needs a message')
    return this.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  private signTypedData(data: unknown): Promise<Hex> {
    const definition = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
    return this.account.signTypedData(definition)
  }

  private stayOnChain(request: unknown): Promise<null> {
    const chainId = (request as { chainId?: unknown } | undefined)?.chainId
    if (typeof chainId === 'string' && isHex(chainId) && hexToNumber(chainId) === this.chain.id)
      return Promise.resolve(null)
    throw new ProviderRpcError(4902, `The training wallet knows only the shop's chain ${this.chain.id}`)
  }

  /** Any other method, answered by the shop's RPC endpoint as the node answered it. */
  private async forward(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const answer = (await response.json().catch(() => undefined)) as
      { result?: unknown; error?: unknown } | undefined
    if (answer && isRpcErrorObject(answer.error))
      throw new ProviderRpcError(answer.error.code, answer.error.message, answer.error.data)
    if (!response.ok || !answer) throw new ProviderRpcError(-32603, `RPC request failed (${response.status})`)
    return answer.result ?? null
  }
}
