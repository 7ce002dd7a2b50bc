import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, ApiError, authHeaders } from './api-client'
import { getCookie } from './cookies'
import { clearSession, getSessionState, storeSession } from './session'

const token = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxLCJlbWFpbCI6ImFAYi5jIiwicm9sZSI6ImFkbWluIn19.'

describe('session', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('stores token in local storage and cookie, basket id in session storage', () => {
    storeSession(token, 7)
    expect(localStorage.getItem('token')).toBe(token)
    expect(getCookie('token')).toBe(token)
    expect(sessionStorage.getItem('bid')).toBe('7')
    expect(getSessionState()).toMatchObject({ isLoggedIn: true, user: { email: 'a@b.c', role: 'admin' } })
  })

  it('forgets everything on clear', () => {
    storeSession(token, 7)
    clearSession()
    expect(localStorage.getItem('token')).toBeNull()
    expect(getCookie('token')).toBeUndefined()
    expect(sessionStorage.getItem('bid')).toBeNull()
    expect(getSessionState().isLoggedIn).toBe(false)
  })
})

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    clearSession()
    localStorage.clear()
  })

  it('sends the bearer token and the known email', () => {
    expect(authHeaders()).toEqual({})
    storeSession(token, 1)
    expect(authHeaders()).toEqual({ Authorization: `Bearer ${token}`, 'X-User-Email': 'a@b.c' })
    localStorage.setItem('email', 'remembered@b.c')
    expect(authHeaders()['X-User-Email']).toBe('remembered@b.c')
  })

  it('posts JSON and raises the server text on failure', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Invalid email or password.', {
          status: 401,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const failure = apiRequest('rest/user/login', { method: 'POST', body: { email: 'x', password: 'y' } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('Invalid email or password.')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('rest/user/login')
    expect(init.body).toBe('{"email":"x","password":"y"}')
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })
})
