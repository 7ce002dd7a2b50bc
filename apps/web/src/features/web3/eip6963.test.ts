import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Eip1193Provider } from './eip1193'
import { announceWallet, discoverWallets, TRAINING_WALLET_INFO, type Eip6963ProviderDetail } from './eip6963'

const host = window as unknown as { ethereum?: Eip1193Provider }
const provider = (name: string): Eip1193Provider => ({ request: vi.fn(async () => name) })

describe('EIP-6963 announcement and discovery', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop())
    delete host.ethereum
  })

  it('names the training wallet with a UUID, an rdns and an icon as a data URI', () => {
    expect(TRAINING_WALLET_INFO).toMatchObject({
      name: 'Juicy training wallet',
      rdns: 'shop.juicy.training-wallet',
    })
    expect(TRAINING_WALLET_INFO.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(TRAINING_WALLET_INFO.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(Object.isFrozen(TRAINING_WALLET_INFO)).toBe(true)
  })

  it('announces the wallet at once and again to every dapp that asks', () => {
    const training = provider('training')
    const heard: Eip6963ProviderDetail[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent<Eip6963ProviderDetail>).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    stops.push(() => window.removeEventListener('eip6963:announceProvider', listener))
    const stop = announceWallet(TRAINING_WALLET_INFO, training)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(heard).toHaveLength(2)
    expect(heard[1]).toEqual({ info: TRAINING_WALLET_INFO, provider: training })
    expect(Object.isFrozen(heard[1])).toBe(true)
    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(heard).toHaveLength(2)
  })

  it('becomes window.ethereum only where no other wallet is', () => {
    const training = provider('training')
    stops.push(announceWallet(TRAINING_WALLET_INFO, training))
    expect(host.ethereum).toBe(training)
    delete host.ethereum
    const metaMask = provider('metamask')
    host.ethereum = metaMask
    stops.push(announceWallet(TRAINING_WALLET_INFO, provider('another')))
    expect(host.ethereum).toBe(metaMask)
  })

  it('finds the browser wallets that announce themselves, but not the training wallet', () => {
    const metaMask = {
      info: { uuid: 'm', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' },
      provider: provider('m'),
    }
    const announceMetaMask = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: metaMask }))
    window.addEventListener('eip6963:requestProvider', announceMetaMask)
    stops.push(() => window.removeEventListener('eip6963:requestProvider', announceMetaMask))
    stops.push(announceWallet(TRAINING_WALLET_INFO, provider('training')))
    const found = vi.fn()
    stops.push(discoverWallets(TRAINING_WALLET_INFO.rdns, found))
    expect(found).toHaveBeenLastCalledWith([metaMask])
  })

  it('counts a legacy window.ethereum that announces nothing as a browser wallet', () => {
    const legacy = provider('legacy')
    host.ethereum = legacy
    const found = vi.fn()
    stops.push(discoverWallets(TRAINING_WALLET_INFO.rdns, found))
    expect(found).toHaveBeenLastCalledWith([
      expect.objectContaining({ provider: legacy, info: expect.objectContaining({ rdns: 'injected' }) }),
    ])
  })
})
