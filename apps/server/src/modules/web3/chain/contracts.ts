import { readFileSync } from 'node:fs'
import { paths } from '../../../platform/paths.js'

/** One compiled contract of data/web3-contracts.json (scripts/compile-contracts.mjs). */
export interface CompiledContract {
  abi: unknown[]
  bytecode: string
  /** Topic 0 per event name. */
  events: Record<string, string>
  /** 4-byte selector per function signature, e.g. `transfer(address,uint256)`. */
  selectors: Record<string, string>
}

export type ContractName = 'BeeToken' | 'BeeFaucet' | 'HoneyPotNFT' | 'ETHWalletBank'

let compiled: Record<ContractName, CompiledContract> | undefined

/** The compiled contracts (read once per process; the same for every shop). */
export function compiledContracts(): Record<ContractName, CompiledContract> {
  compiled ??= (
    JSON.parse(readFileSync(paths.web3Contracts, 'utf8')) as {
      contracts: Record<ContractName, CompiledContract>
    }
  ).contracts
  return compiled
}

/** ABI encoding of static arguments: addresses and unsigned integers, 32 bytes each. */
export function encodeArguments(...values: (string | bigint)[]): string {
  return values
    .map((value) =>
      (typeof value === 'bigint' ? value.toString(16) : value.toLowerCase().replace(/^0x/, '')).padStart(
        64,
        '0',
      ),
    )
    .join('')
}
