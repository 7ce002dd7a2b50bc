import type { RequestFacts } from '../request-facts.js'

/** What a value submitted as the NFT owner's private key turned out to be. */
export type SubmittedKey = 'privateKey' | 'publicKey' | 'address' | 'other'

/** Events of the Web3 pages. */
export interface Web3Events {
  /** POST /rest/web3/submitKey compared a value with the keys of the wallet holding the shop's NFT. */
  'web3.keySubmitted': { key: SubmittedKey; request: RequestFacts }
  /** POST /rest/web3/walletNFTVerify asked whether `address` minted a Honey Pot NFT on the shop's chain. */
  'web3.mintVerified': { address: string; minted: boolean; request: RequestFacts }
  /**
   * A transaction sent through /rest/web3/rpc made the ETH bank log `ContractExploited` (it was re-entered);
   * `registered` when the culprit had registered on the bank page beforehand.
   */
  'web3.bankExploited': { culprit: string; registered: boolean; request: RequestFacts }
}
