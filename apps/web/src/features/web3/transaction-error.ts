import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem'

/** A mined transaction the chain reverted (its receipt's status). */
export class TransactionRevertedError extends Error {
  constructor(readonly hash: string) {
    super(`Transaction ${hash} reverted`)
    this.name = 'TransactionRevertedError'
  }
}

/**
 * What went wrong with a transaction, readably: the contract's revert reason where it gave one (e.g. "BEE: allowance
 * too low"), `rejected` when the player declined it in the wallet, else the short message of the error.
 */
export function transactionFailure(error: unknown): { rejected: boolean; reason: string } {
  if (error instanceof BaseError) {
    if (error.walk((cause) => cause instanceof UserRejectedRequestError) !== null)
      return { rejected: true, reason: '' }
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError)
      return { rejected: false, reason: reverted.reason ?? reverted.shortMessage }
    const deepest = error.walk((cause) => cause instanceof BaseError && cause.cause === undefined)
    const details = deepest instanceof BaseError ? deepest.details : error.details
    return { rejected: false, reason: details || error.shortMessage }
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === 4001) return { rejected: true, reason: '' }
  return { rejected: false, reason: error instanceof Error ? error.message : String(error) }
}
