import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderRoutes } from '../../test/render'
import OAuthReturnPage from './oauth-return-page'

const token = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxMCwiZW1haWwiOiJ3QGouc2gifX0.'

describe('social login return', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('takes the email of a local token, ignores a failed registration and logs in with oauth', async () => {
    const fetchMock = vi.fn(
      fetchStub({
        'POST api/Users/': { status: 400, json: { message: 'Validation error', errors: [] } },
        'POST rest/user/login': { json: { authentication: { token, bid: 3, umail: 'w@j.sh' } } },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { router } = renderRoutes(
      [
        { path: '*', element: <OAuthReturnPage /> },
        { path: '/', element: <div>home</div> },
      ],
      '/access_token=local%3Aw%40j.sh&token_type=Bearer',
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const login = fetchMock.mock.calls.find(([url]) => String(url) === 'rest/user/login')
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'w@j.sh',
      password: btoa('hs.j@w'),
      oauth: true,
    })
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('googleapis'))).toBe(false)
    expect(localStorage.getItem('token')).toBe(token)
  })
})
