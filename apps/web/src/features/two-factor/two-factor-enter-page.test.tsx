import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import TwoFactorEnterPage, { TWO_FACTOR_ERROR_DURATION_MS } from './two-factor-enter-page'

const token = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxMCwiZW1haWwiOiJ3QGouc2gifX0.'

function enter(value: string): void {
  const input = screen.getByLabelText(/^Token/)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('two-factor entry', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('totp_tmp_token', 'tmp-1')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('accepts exactly six digits', async () => {
    vi.stubGlobal('fetch', fetchStub({}))
    renderPage(<TwoFactorEnterPage />, '/2fa/enter')
    enter('12345')
    expect(await screen.findByText('The token consists of exactly 6 digits.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true)
    enter('123456')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false),
    )
  })

  it('logs in with the temporary token like a password login', async () => {
    const fetchMock = vi.fn(
      fetchStub({ 'POST rest/2fa/verify': { json: { authentication: { token, bid: 7, umail: 'w@j.sh' } } } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { router } = renderPage(<TwoFactorEnterPage />, '/2fa/enter')
    enter('123456')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      tmpToken: 'tmp-1',
      totpToken: '123456',
    })
    expect(localStorage.getItem('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('7')
    expect(localStorage.getItem('totp_tmp_token')).toBeNull()
  })

  it('shows the invalid-token error for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal('fetch', fetchStub({ 'POST rest/2fa/verify': { status: 401, text: '' } }))
    renderPage(<TwoFactorEnterPage />, '/2fa/enter')
    enter('000000')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('The token appears to be invalid.')).toBeTruthy()
    act(() => vi.advanceTimersByTime(TWO_FACTOR_ERROR_DURATION_MS - 100))
    expect(screen.queryByText('The token appears to be invalid.')).not.toBeNull()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('The token appears to be invalid.')).toBeNull()
  })
})
