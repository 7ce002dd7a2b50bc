import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import LoginPage from './login-page'

const config = { config: { application: { googleOauth: { clientId: 'c', authorizedRedirects: [] } } } }
const token = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxLCJlbWFpbCI6ImFAYi5jIiwicm9sZSI6ImFkbWluIn19.'

function fill(label: RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('enables the button only when email and password are filled', () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET rest/admin/application-configuration': { json: config } }))
    renderPage(<LoginPage />, '/login')
    const button = screen.getByRole('button', { name: 'Log in' })
    expect(button).toHaveProperty('disabled', true)
    fill(/^Email/, 'a@b.c')
    expect(button).toHaveProperty('disabled', true)
    fill(/^Password/, 'secret')
    expect(button).toHaveProperty('disabled', false)
  })

  it('stores the session and remembers the email on success', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/admin/application-configuration': { json: config },
        'POST rest/user/login': { json: { authentication: { token, bid: 4, umail: 'a@b.c' } } },
      }),
    )
    const { router } = renderPage(<LoginPage />, '/login')
    fill(/^Email/, 'a@b.c')
    fill(/^Password/, 'secret')
    fireEvent.click(screen.getByLabelText('Remember me'))
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(localStorage.getItem('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('4')
    expect(localStorage.getItem('email')).toBe('a@b.c')
  })

  it('shows the server error until a field gains focus and clears the session', async () => {
    localStorage.setItem('token', 'stale')
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/admin/application-configuration': { json: config },
        'POST rest/user/login': { status: 401, text: 'Invalid email or password.' },
      }),
    )
    renderPage(<LoginPage />, '/login')
    fill(/^Email/, 'a@b.c')
    fill(/^Password/, 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy()
    expect(localStorage.getItem('token')).toBeNull()
    fireEvent.focus(screen.getByLabelText(/^Email/))
    expect(screen.queryByText('Invalid email or password.')).toBeNull()
  })

  it('prefills a remembered email and sends second-factor logins to /2fa/enter', async () => {
    localStorage.setItem('email', 'wurstbrot@juice-sh.op')
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/admin/application-configuration': { json: config },
        'POST rest/user/login': {
          status: 401,
          json: { status: 'totp_token_required', data: { tmpToken: 'tmp' } },
        },
      }),
    )
    const { router } = renderPage(<LoginPage />, '/login')
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('wurstbrot@juice-sh.op')
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true)
    fill(/^Password/, 'pw')
    fireEvent.click(screen.getByLabelText('Remember me'))
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/2fa/enter'))
    expect(localStorage.getItem('totp_tmp_token')).toBe('tmp')
    expect(localStorage.getItem('email')).toBeNull()
  })

  it('shows a validation message for a field left empty', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET rest/admin/application-configuration': { json: config } }))
    renderPage(<LoginPage />, '/login')
    fireEvent.focus(screen.getByLabelText(/^Email/))
    fireEvent.blur(screen.getByLabelText(/^Email/))
    expect(await screen.findByText('Please provide an email address.')).toBeTruthy()
  })
})
