import { requestEvidence, type Detector } from './detector.js'

/** Mint the Honey Pot: a wallet that minted the Honey Pot NFT on the shop's chain was verified. */
export const nftMintChallenge: Detector = ({ events, engine }) => {
  events.subscribe('web3.mintVerified', ({ address, minted, request }) => {
    if (minted)
      engine.solve(
        'nftMintChallenge',
        requestEvidence(`verified the Honey Pot minted by ${address}`, request),
      )
  })
}
