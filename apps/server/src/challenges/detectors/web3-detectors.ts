import type { Detector } from './detector.js'
import { nftMintChallenge } from './nftMintChallenge.detector.js'
import { nftUnlockChallenge } from './nftUnlockChallenge.detector.js'
import { web3SandboxChallenge } from './web3SandboxChallenge.detector.js'
import { web3WalletChallenge } from './web3WalletChallenge.detector.js'

/** Detectors of the Web3 challenges. */
export const web3Detectors: Detector[] = [
  nftUnlockChallenge,
  web3SandboxChallenge,
  nftMintChallenge,
  web3WalletChallenge,
]
