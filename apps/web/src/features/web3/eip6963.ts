import type { Eip1193Provider } from './eip1193'

/** EIP-6963: how a wallet introduces itself to the page. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI of the wallet's icon. */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`. */
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

const ANNOUNCE = 'eip6963:announceProvider'
const REQUEST = 'eip6963:requestProvider'

/** A honey-coloured wallet with a drop of juice: the training wallet's icon. */
const TRAINING_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="7" width="28" height="20" rx="4" fill="#f9a825"/><rect x="18" y="13" width="12" height="8" rx="2" fill="#ef6c00"/><circle cx="23" cy="17" r="2" fill="#fff"/><path d="M11 3c2 3 4 5 4 7a4 4 0 0 1-8 0c0-2 2-4 4-7z" fill="#7cb342"/></svg>',
)}`

/** A version 4 UUID; `crypto.randomUUID` exists only in secure contexts, a shop on a LAN address is none. */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const TRAINING_WALLET_INFO: Eip6963ProviderInfo = Object.freeze({
  uuid: uuidV4(),
  name: 'Juicy training wallet',
  icon: TRAINING_WALLET_ICON,
  rdns: 'shop.juicy.training-wallet',
})

/**
 * Announces a wallet now and whenever a dapp asks (`eip6963:requestProvider`), and makes it `window.ethereum`
 * only when no other wallet took that place. Returns the function that stops answering.
 */
export function announceWallet(info: Eip6963ProviderInfo, provider: Eip1193Provider): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent<Eip6963ProviderDetail>(ANNOUNCE, { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener(REQUEST, announce)
  announce()
  const host = window as unknown as { ethereum?: Eip1193Provider }
  if (host.ethereum === undefined) host.ethereum = provider
  return () => window.removeEventListener(REQUEST, announce)
}

/**
 * Collects the wallets the page's extensions announce (all but `exceptRdns`), now and later; a legacy injected
 * `window.ethereum` that announces nothing counts as one too. Returns the function that stops listening.
 */
export function discoverWallets(
  exceptRdns: string,
  onChange: (wallets: Eip6963ProviderDetail[]) => void,
): () => void {
  const found = new Map<string, Eip6963ProviderDetail>()
  const report = () => onChange([...found.values()])
  const announcedProviders = new Set<Eip1193Provider>()
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail | undefined>).detail
    if (!detail?.info || !detail.provider) return
    announcedProviders.add(detail.provider)
    if (detail.info.rdns === exceptRdns) return
    found.set(detail.info.uuid, detail)
    report()
  }
  window.addEventListener(ANNOUNCE, listener)
  window.dispatchEvent(new Event(REQUEST))
  const legacy = (window as unknown as { ethereum?: Eip1193Provider & { isJuicyTrainingWallet?: boolean } })
    .ethereum
  if (legacy && !legacy.isJuicyTrainingWallet && !announcedProviders.has(legacy)) {
    found.set('injected', {
      info: { uuid: 'injected', name: 'Browser wallet', icon: '', rdns: 'injected' },
      provider: legacy,
    })
    report()
  }
  return () => window.removeEventListener(ANNOUNCE, listener)
}
