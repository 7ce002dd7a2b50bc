import { requestEvidence, type Detector } from './detector.js'

/** Wallet Depletion: the ETH bank was re-entered by a transaction of a wallet registered on the bank page. */
export const web3WalletChallenge: Detector = ({ events, engine }) => {
  events.subscribe('web3.bankExploited', ({ culprit, registered, request }) => {
    if (registered)
      engine.solve('web3WalletChallenge', requestEvidence(`re-entered the ETH bank from ${culprit}`, request))
  })
}
