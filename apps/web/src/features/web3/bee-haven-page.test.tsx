import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { encodeAbiParameters, encodeEventTopics, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../test/render'
import { chainStub, testNetwork } from '../../test/web3-chain-stub'
import BeeHavenPage from './bee-haven-page'

const storedAddress = () => privateKeyToAccount(localStorage.getItem('juicyWeb3Wallet') as Hex).address

/** The shop's contracts answering their view functions. */
const views = (contract: string, functionName: string) => {
  if (contract === 'beeFaucet' && functionName === 'balance') return 200
  if (contract === 'beeToken' && functionName === 'balanceOf') return parseEther('1020')
  if (contract === 'beeToken' && functionName === 'allowance') return 0n
  if (contract === 'honeyPotNft' && functionName === 'PRICE') return parseEther('1000')
  if (contract === 'honeyPotNft' && functionName === 'balanceOf') return 0n
  throw new Error(`unexpected view ${contract}.${functionName}`)
}

const listening = {
  'GET rest/web3/nftMintListen': { json: { success: true, message: 'Event Listener Created' } },
}

function stubChain(options: Parameters<typeof chainStub>[0] = {}) {
  const stub = chainStub({ views, ...options, rest: { ...listening, ...options.rest } })
  vi.stubGlobal('fetch', vi.fn(stub.fetch))
  return stub
}

describe('Bee Haven page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('starts the mint listener and shows the training wallet, the faucet budget, BEE and the NFT price', async () => {
    const stub = stubChain()
    renderPage(<BeeHavenPage />, '/bee-haven')
    expect(screen.getByRole('heading', { name: 'Bee Haven' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain("Starting the shop's test chain")
    const address = await screen.findByTestId('walletAddress')
    expect(address.textContent).toBe(storedAddress())
    expect(screen.getByText('Juicy training wallet')).toBeTruthy()
    expect(stub.restCalls.map(({ key }) => key)).toContain('GET rest/web3/nftMintListen')
    await waitFor(() => expect(screen.getByTestId('faucet-budget').textContent).toBe('200'))
    await waitFor(() => expect(screen.getByTestId('bee-balance').textContent).toBe('1,020'))
    expect(screen.getByTestId('eth-balance').textContent).toBe('1')
    await waitFor(() => expect(screen.getByTestId('nft-price').textContent).toBe('1,000'))
    expect(screen.getByRole('button', { name: 'Approve 1,000 BEE' })).toBeTruthy()
  })

  it('takes whole BEE from 1 to 255 only', async () => {
    stubChain()
    renderPage(<BeeHavenPage />, '/bee-haven')
    const amount = await screen.findByLabelText('Amount (whole BEE)')
    const withdraw = screen.getByRole('button', { name: 'Withdraw BEE' })
    for (const value of ['0', '256', '1.5', 'ten']) {
      fireEvent.change(amount, { target: { value } })
      expect(withdraw).toHaveProperty('disabled', true)
      expect(screen.getByText('A whole number from 1 to 255')).toBeTruthy()
    }
    fireEvent.change(amount, { target: { value: '255' } })
    expect(withdraw).toHaveProperty('disabled', false)
  })

  it('asks the faucet for test ETH and shows its answer, also a refusal', async () => {
    const stub = stubChain({
      rest: {
        'POST rest/web3/faucet': {
          status: 429,
          json: { success: false, message: 'The faucet pays each address once a minute. Try again later.' },
        },
      },
    })
    renderPage(<BeeHavenPage />, '/bee-haven')
    fireEvent.click(await screen.findByRole('button', { name: 'Get test ETH' }))
    const answer = await screen.findByTestId('faucet-answer')
    expect(answer.textContent).toBe('The faucet pays each address once a minute. Try again later.')
    expect(answer.className).toContain('MuiAlert-colorWarning')
    expect(stub.restCalls.find(({ key }) => key === 'POST rest/web3/faucet')?.body).toEqual({
      address: storedAddress(),
    })
  })

  it('replaces the training wallet only after a confirmation', async () => {
    stubChain()
    renderPage(<BeeHavenPage />, '/bee-haven')
    const before = (await screen.findByTestId('walletAddress')).textContent
    fireEvent.click(screen.getByRole('button', { name: 'New wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a new training wallet?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('walletAddress').textContent).toBe(before)
    fireEvent.click(screen.getByRole('button', { name: 'New wallet' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create new wallet' }),
    )
    await waitFor(() => expect(screen.getByTestId('walletAddress').textContent).not.toBe(before))
    expect(screen.getByTestId('walletAddress').textContent).toBe(storedAddress())
  })

  it("mints the Honey Pot, then shows the shop's verdict and the minted token", async () => {
    const nftMinted = (owner: Hex) => ({
      address: testNetwork.contracts.honeyPotNft,
      topics: encodeEventTopics({ abi: testNetwork.abis.honeyPotNft, eventName: 'NFTMinted' }),
      data: encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 7n]),
      blockNumber: '0x11',
      blockHash: `0x${'ab'.repeat(32)}`,
      transactionHash: `0x${'ef'.repeat(32)}`,
      transactionIndex: '0x0',
      logIndex: '0x0',
      removed: false,
    })
    const stub = stubChain({
      rest: {
        'POST rest/web3/walletNFTVerify': {
          json: { success: true, message: 'Challenge successfully solved' },
        },
      },
      rpc: {
        eth_getTransactionReceipt: ([hash]) => ({
          transactionHash: hash,
          blockHash: `0x${'ab'.repeat(32)}`,
          blockNumber: '0x11',
          status: '0x1',
          logs: [nftMinted(storedAddress())],
          cumulativeGasUsed: '0x5208',
          gasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          from: storedAddress(),
          to: testNetwork.contracts.honeyPotNft,
          transactionIndex: '0x0',
          type: '0x2',
          logsBloom: `0x${'00'.repeat(256)}`,
        }),
      },
    })
    renderPage(<BeeHavenPage />, '/bee-haven')
    fireEvent.click(await screen.findByRole('button', { name: 'Mint Honey Pot' }))
    const verdict = await screen.findByTestId('nft-mint-answer')
    expect(verdict.textContent).toBe('Challenge successfully solved')
    expect(screen.getByTestId('minted-token').textContent).toBe('Honey Pot #7 is yours.')
    expect(stub.methods()).toContain('eth_sendRawTransaction')
    expect(stub.restCalls.find(({ key }) => key === 'POST rest/web3/walletNFTVerify')?.body).toEqual({
      walletAddress: storedAddress(),
    })
  })

  it('says so when the chain is not available', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json('anvil did not start', { status: 500 })),
    )
    renderPage(<BeeHavenPage />, '/bee-haven')
    expect((await screen.findByTestId('web3-network-error')).textContent).toBe(
      "The shop's test chain is not available: anvil did not start",
    )
  })
})
