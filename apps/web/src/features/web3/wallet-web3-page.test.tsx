import { fireEvent, screen, waitFor } from '@testing-library/react'
import {
  decodeFunctionData,
  getAddress,
  parseEther,
  parseTransaction,
  type Hex,
  type TransactionSerialized,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../test/render'
import { chainStub, testNetwork } from '../../test/web3-chain-stub'
import WalletWeb3Page from './wallet-web3-page'

const storedAddress = () => privateKeyToAccount(localStorage.getItem('juicyWeb3Wallet') as Hex).address

function stubChain() {
  const stub = chainStub({
    views: (contract, functionName) => {
      if (contract === 'beeToken' && functionName === 'balanceOf') return 0n
      if (contract === 'ethWalletBank' && functionName === 'balanceOf') return parseEther('0.25')
      throw new Error(`unexpected view ${contract}.${functionName}`)
    },
    rest: {
      'POST rest/web3/walletExploitAddress': { json: { success: true, message: 'Event Listener Created' } },
    },
  })
  vi.stubGlobal('fetch', vi.fn(stub.fetch))
  return stub
}

describe('ETH wallet bank page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("registers the wallet with the shop and shows the bank's address and the wallet's balance there", async () => {
    const stub = stubChain()
    renderPage(<WalletWeb3Page />, '/wallet-web3')
    expect(screen.getByRole('heading', { name: 'ETH Wallet Bank' })).toBeTruthy()
    expect((await screen.findByTestId('bankAddress')).textContent).toBe(testNetwork.contracts.ethWalletBank)
    await waitFor(() =>
      expect(stub.restCalls.find(({ key }) => key === 'POST rest/web3/walletExploitAddress')?.body).toEqual({
        walletAddress: storedAddress(),
      }),
    )
    await waitFor(() => expect(screen.getByTestId('bank-balance').textContent).toBe('0.25'))
  })

  it('withdraws at most 0.1 ETH at a time', async () => {
    stubChain()
    renderPage(<WalletWeb3Page />, '/wallet-web3')
    const amount = await screen.findByLabelText('Withdrawal (ETH)')
    const withdraw = screen.getByRole('button', { name: 'Withdraw' })
    fireEvent.change(amount, { target: { value: '0.11' } })
    expect(withdraw).toHaveProperty('disabled', true)
    fireEvent.change(amount, { target: { value: '0.1' } })
    expect(withdraw).toHaveProperty('disabled', false)
  })

  it('offers a browser wallet that announces itself, adding the shop chain to it', async () => {
    const stub = stubChain()
    const metaMaskAccount = '0x00000000000000000000000000000000000000aa'
    const requests: { method: string; params?: unknown }[] = []
    const metaMask = {
      request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
        requests.push({ method, params })
        if (method === 'eth_requestAccounts') return [metaMaskAccount]
        if (method === 'wallet_switchEthereumChain')
          throw Object.assign(new Error('unknown chain'), { code: 4902 })
        return null
      }),
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { uuid: 'mm', name: 'MetaMask', icon: 'data:,', rdns: 'io.metamask' },
            provider: metaMask,
          },
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    try {
      renderPage(<WalletWeb3Page />, '/wallet-web3')
      fireEvent.click(await screen.findByRole('button', { name: 'Use MetaMask' }))
      await waitFor(() =>
        expect(screen.getByTestId('walletAddress').textContent).toBe(getAddress(metaMaskAccount)),
      )
      expect(screen.getByText('MetaMask')).toBeTruthy()
      expect(requests.map(({ method }) => method)).toEqual([
        'eth_requestAccounts',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ])
      expect(requests[2]?.params).toEqual([
        {
          chainId: '0x7a69',
          chainName: 'Juicy Shop test chain',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [testNetwork.rpcUrl],
        },
      ])
      await waitFor(() =>
        expect(
          stub.restCalls.filter(({ key }) => key === 'POST rest/web3/walletExploitAddress').at(-1)?.body,
        ).toEqual({ walletAddress: getAddress(metaMaskAccount) }),
      )
      fireEvent.click(screen.getByRole('button', { name: 'Use Juicy training wallet' }))
      await waitFor(() => expect(screen.getByTestId('walletAddress').textContent).toBe(storedAddress()))
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce)
    }
  })

  it('deposits for the wallet with a signed transaction carrying the ETH', async () => {
    const stub = stubChain()
    renderPage(<WalletWeb3Page />, '/wallet-web3')
    fireEvent.change(await screen.findByLabelText('Deposit (ETH)'), { target: { value: '0.3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect((await screen.findByTestId('bank-result')).textContent).toBe('Transaction confirmed in block 17.')
    const raw = stub.calls.find(({ method }) => method === 'eth_sendRawTransaction')?.params[0]
    const transaction = parseTransaction(raw as TransactionSerialized)
    expect(transaction.to).toBe(testNetwork.contracts.ethWalletBank)
    expect(transaction.value).toBe(parseEther('0.3'))
    expect(
      decodeFunctionData({ abi: testNetwork.abis.ethWalletBank, data: transaction.data as Hex }),
    ).toEqual({
      functionName: 'ethdeposit',
      args: [storedAddress()],
    })
  })
})
