/** EIP-1193: what a dapp asks of a wallet. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

export type Eip1193Listener = (...args: unknown[]) => void

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): void
  removeListener?(event: string, listener: Eip1193Listener): void
}

/** A provider's error (EIP-1193 §ProviderRpcError): JSON-RPC codes, 4001 rejected, 4100 unauthorised, 4200 unsupported. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

/** The JSON-RPC error object of a node's answer. */
export function isRpcErrorObject(value: unknown): value is { code: number; message: string; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/** The listeners of a provider's events (`accountsChanged`, `chainChanged`, …). */
export class ProviderEvents {
  private readonly listeners = new Map<string, Set<Eip1193Listener>>()

  on(event: string, listener: Eip1193Listener): void {
    const set = this.listeners.get(event) ?? new Set<Eip1193Listener>()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}
