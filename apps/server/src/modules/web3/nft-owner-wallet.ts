// vuln-code-snippet start nftUnlockChallenge
import type { SubmittedKey } from '../../shop/events/web3-events.js'

// vuln-code-snippet hide-start nftUnlockChallenge
/**
 * The wallet holding the shop's soul-bound NFT: the first account (m/44'/60'/0'/0/0) of the recovery phrase its owner
 * posted in a feedback message (data/seed/users.yml, user evmrox). Derived once and kept as constants, so checking a
 * submission needs no chain and no key derivation at run time.
 */
// vuln-code-snippet hide-end nftUnlockChallenge
export const nftOwnerWallet = {
  privateKey: '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e', // vuln-code-snippet vuln-line nftUnlockChallenge
  publicKey: '0x02c7a2a93289c9fbda5990bac6596993e9bb0a8d3f178175a80b7cfd983983f506',
  address: '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05',
} as const

// vuln-code-snippet hide-line nftUnlockChallenge
/** Ownership of the NFT is proven by presenting the wallet's private key, which its owner leaked publicly. */
export function identifySubmittedKey(value: unknown): SubmittedKey {
  if (value === nftOwnerWallet.privateKey) return 'privateKey' // vuln-code-snippet vuln-line nftUnlockChallenge
  if (value === nftOwnerWallet.publicKey) return 'publicKey'
  if (value === nftOwnerWallet.address) return 'address'
  return 'other'
}
// vuln-code-snippet end nftUnlockChallenge
