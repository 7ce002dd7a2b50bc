import { requestEvidence, type Detector } from './detector.js'

/** The crypto-currency wallet pages the shop no longer promotes but still redirects to. */
const cryptoWallets = [
  'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
]

/** Outdated Allowlist: the redirect endpoint sent a client to exactly one of the old crypto wallet pages. */
export const redirectCryptoCurrencyChallenge: Detector = ({ events, engine }) => {
  events.subscribe('redirect.performed', ({ target, request }) => {
    if (cryptoWallets.includes(target)) {
      engine.solve('redirectCryptoCurrencyChallenge', requestEvidence(`was redirected to ${target}`, request))
    }
  })
}
