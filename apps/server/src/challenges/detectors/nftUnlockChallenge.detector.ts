import { requestEvidence, type Detector } from './detector.js'

/** NFT Takeover: the private key of the NFT owner's wallet (derived from the leaked recovery phrase) was submitted. */
export const nftUnlockChallenge: Detector = ({ events, engine }) => {
  events.subscribe('web3.keySubmitted', ({ key, request }) => {
    if (key === 'privateKey')
      engine.solve('nftUnlockChallenge', requestEvidence("submitted the NFT wallet's private key", request))
  })
}
