import { paddingImageDetector } from './padding-images.js'

/** Web3 Sandbox: the forgotten smart-contract sandbox page loads its padding image `11px.png`. */
export const web3SandboxChallenge = paddingImageDetector(
  'web3SandboxChallenge',
  '11px.png',
  'opened the Web3 sandbox',
)
