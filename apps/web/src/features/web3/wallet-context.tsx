import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { createClient, custom, getAddress, http, type Address, type Chain, type Client } from 'viem'
import type { Eip1193Provider } from './eip1193'
import { announceWallet, discoverWallets, TRAINING_WALLET_INFO, type Eip6963ProviderDetail } from './eip6963'
import { connectInjectedWallet } from './injected-wallet'
import { TrainingProvider } from './training-provider'
import { createTrainingKey, loadTrainingKey } from './training-wallet-key'
import { chainOf } from './web3-chain'
import type { Web3Network } from './web3-network-api'

/** The wallet the Web3 pages send their transactions with: the training wallet or a browser wallet. */
export interface ActiveWallet {
  kind: 'training' | 'injected'
  info: Eip6963ProviderDetail['info']
  provider: Eip1193Provider
  address: Address
}

export interface WalletState {
  network: Web3Network
  chain: Chain
  /**
   * Reads from the shop's chain through its RPC endpoint, whichever wallet is active. Plain clients with viem's
   * actions imported one by one (`viem/actions`) keep the page's chunk small.
   */
  publicClient: Client
  /** Sends through the active wallet (EIP-1193). */
  walletClient: Client
  active: ActiveWallet
  /** Browser wallets the page found (EIP-6963 announcements or `window.ethereum`). */
  browserWallets: Eip6963ProviderDetail[]
  selectTrainingWallet: () => void
  connectBrowserWallet: (wallet: Eip6963ProviderDetail) => Promise<void>
  /** Replaces the training wallet's key with a new one. */
  newTrainingWallet: () => void
}

const WalletContext = createContext<WalletState | undefined>(undefined)

/** The active wallet of the enclosing `WalletScope`. */
export function useWallet(): WalletState {
  const state = useContext(WalletContext)
  if (!state) throw new Error('useWallet outside a WalletScope')
  return state
}

/** One training wallet per page (and RPC URL), announced once. */
let training: { rpcUrl: string; provider: TrainingProvider } | undefined

export function trainingProviderFor(chain: Chain): TrainingProvider {
  const rpcUrl = chain.rpcUrls.default.http[0] ?? ''
  if (training?.rpcUrl !== rpcUrl) {
    training = { rpcUrl, provider: new TrainingProvider(chain, loadTrainingKey()) }
    announceWallet(TRAINING_WALLET_INFO, training.provider)
  }
  return training.provider
}

type Connected = { wallet: Eip6963ProviderDetail; address: Address }

/** Provides the network's clients and the active wallet to the Web3 pages below it. */
export function WalletStateProvider({ network, children }: { network: Web3Network; children: ReactNode }) {
  const chain = useMemo(() => chainOf(network), [network])
  const trainingProvider = useMemo(() => trainingProviderFor(chain), [chain])
  const [trainingAddress, setTrainingAddress] = useState(trainingProvider.address)
  const [browserWallets, setBrowserWallets] = useState<Eip6963ProviderDetail[]>([])
  const [connected, setConnected] = useState<Connected | undefined>()

  useEffect(() => discoverWallets(TRAINING_WALLET_INFO.rdns, setBrowserWallets), [])
  useEffect(() => {
    const provider = connected?.wallet.provider
    if (!provider?.on) return
    const onAccounts = (accounts: unknown) => {
      const first = Array.isArray(accounts) ? (accounts[0] as unknown) : undefined
      setConnected((current) =>
        current && typeof first === 'string' ? { ...current, address: getAddress(first) } : undefined,
      )
    }
    provider.on('accountsChanged', onAccounts)
    return () => provider.removeListener?.('accountsChanged', onAccounts)
  }, [connected?.wallet.provider])

  const connectBrowserWallet = useCallback(
    async (wallet: Eip6963ProviderDetail) => {
      const address = await connectInjectedWallet(wallet.provider, network)
      setConnected({ wallet, address })
    },
    [network],
  )
  const newTrainingWallet = useCallback(() => {
    trainingProvider.useKey(createTrainingKey())
    setTrainingAddress(trainingProvider.address)
  }, [trainingProvider])

  const active: ActiveWallet = useMemo(
    () =>
      connected
        ? { kind: 'injected', ...connected.wallet, address: connected.address }
        : {
            kind: 'training',
            info: TRAINING_WALLET_INFO,
            provider: trainingProvider,
            address: trainingAddress,
          },
    [connected, trainingProvider, trainingAddress],
  )
  const publicClient = useMemo(
    () => createClient({ chain, transport: http(chain.rpcUrls.default.http[0]), pollingInterval: 300 }),
    [chain],
  )
  const walletClient = useMemo(
    () => createClient({ account: active.address, chain, transport: custom(active.provider) }),
    [active.address, active.provider, chain],
  )

  const state: WalletState = {
    network,
    chain,
    publicClient,
    walletClient,
    active,
    browserWallets,
    selectTrainingWallet: () => setConnected(undefined),
    connectBrowserWallet,
    newTrainingWallet,
  }
  return <WalletContext.Provider value={state}>{children}</WalletContext.Provider>
}
