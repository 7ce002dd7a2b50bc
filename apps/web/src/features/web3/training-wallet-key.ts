import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { local } from '../../lib/storage'

/** Local storage entry holding the training wallet's private key (hex). */
export const TRAINING_WALLET_STORAGE_KEY = 'juicyWeb3Wallet'

const isPrivateKey = (value: string | null): value is Hex =>
  value !== null && /^0x[0-9a-fA-F]{64}$/.test(value)

/** The training wallet's key: the stored one, or a new one generated in the browser and stored. */
export function loadTrainingKey(): Hex {
  const stored = local.get(TRAINING_WALLET_STORAGE_KEY)
  return isPrivateKey(stored) ? stored : createTrainingKey()
}

/** A new key replacing the stored one: the old wallet and everything it held are gone. */
export function createTrainingKey(): Hex {
  const key = generatePrivateKey()
  local.set(TRAINING_WALLET_STORAGE_KEY, key)
  return key
}
