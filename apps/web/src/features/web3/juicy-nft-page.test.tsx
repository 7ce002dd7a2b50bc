import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import JuicyNftPage from './juicy-nft-page'

const ADDRESS_REFUSAL = 'Looks like you entered the public address of my ethereum wallet!'
const privateKey = '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e'

function submit(value: string): void {
  fireEvent.change(screen.getByLabelText('Private key of the wallet'), { target: { value } })
  fireEvent.click(screen.getByRole('button', { name: 'Unlock NFT' }))
}

describe('Juicy NFT page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the NFT and a hidden key field with a show toggle', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET rest/web3/nftUnlocked': { json: { status: false } } }))
    const { container } = renderPage(<JuicyNftPage />, '/juicy-nft')
    const input = await screen.findByLabelText('Private key of the wallet')
    expect(input.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(container.querySelector('img[src="assets/public/images/JuicyChatBot.png"]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Juicy NFT' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Unlock NFT' })).toHaveProperty('disabled', true)
  })

  it("shows the server's refusal of a wrong key in a red alert and keeps the form", async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/web3/nftUnlocked': { json: { status: false } },
        'POST rest/web3/submitKey': {
          status: 401,
          json: { success: false, message: ADDRESS_REFUSAL, status: { solved: false } },
        },
      }),
    )
    renderPage(<JuicyNftPage />, '/juicy-nft')
    await screen.findByLabelText('Private key of the wallet')
    submit('0x8343d2eb2B13A2495De435a1b15e85b98115Ce05')
    const answer = await screen.findByTestId('nft-answer')
    expect(answer.textContent).toBe(ADDRESS_REFUSAL)
    expect(answer.className).toContain('MuiAlert-colorError')
    expect(screen.queryByTestId('nft-unlocked')).toBeNull()
    expect(screen.getByLabelText('Private key of the wallet')).toBeTruthy()
  })

  it('unlocks the NFT with the right key and shows the success in a green alert', async () => {
    let unlocked = false
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') unlocked = true
      return fetchStub({
        'GET rest/web3/nftUnlocked': { json: { status: unlocked } },
        'POST rest/web3/submitKey': {
          json: { success: true, message: 'Challenge successfully solved', status: { solved: true } },
        },
      })(input, init)
    })
    vi.stubGlobal('fetch', fetchMock)
    renderPage(<JuicyNftPage />, '/juicy-nft')
    await screen.findByLabelText('Private key of the wallet')
    submit(`  ${privateKey} `)
    const answer = await screen.findByTestId('nft-answer')
    expect(answer.textContent).toBe('Challenge successfully solved')
    expect(answer.className).toContain('MuiAlert-colorSuccess')
    expect((await screen.findByTestId('nft-unlocked')).textContent).toContain('NFT unlocked')
    await waitFor(() => expect(screen.queryByLabelText('Private key of the wallet')).toBeNull())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ privateKey })
  })

  it('shows the unlocked state without the key form when the NFT is already unlocked', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET rest/web3/nftUnlocked': { json: { status: true } } }))
    renderPage(<JuicyNftPage />, '/juicy-nft')
    expect((await screen.findByTestId('nft-unlocked')).textContent).toContain('NFT unlocked')
    expect(screen.getByTestId('nft-state').textContent).toBe('NFT unlocked')
    expect(screen.queryByLabelText('Private key of the wallet')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Unlock NFT' })).toBeNull()
  })
})
