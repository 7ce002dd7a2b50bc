import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import LastLoginIpPage from './last-login-ip-page'
import PrivacyPolicyPage, { applicationUrl } from './privacy-policy-page'

// {"data":{"id":2,"email":"jim@juice-sh.op","lastLoginIp":"<b>10.0.0.1</b>"}}, unsigned
const token =
  'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoyLCJlbWFpbCI6ImppbUBqdWljZS1zaC5vcCIsImxhc3RMb2dpbklwIjoiPGI-MTAuMC4wLjE8L2I-In19.'

describe('last login IP', () => {
  afterEach(() => localStorage.clear())

  it('renders the recorded value as HTML', () => {
    localStorage.setItem('token', token)
    renderPage(<LastLoginIpPage />, '/privacy-security/last-login-ip')
    expect(screen.getByTestId('last-login-ip').innerHTML).toBe('<b>10.0.0.1</b>')
  })

  it('says when nothing was recorded yet', () => {
    renderPage(<LastLoginIpPage />, '/privacy-security/last-login-ip')
    expect(screen.getByTestId('last-login-ip-unknown')).toBeTruthy()
  })
})

describe('privacy policy', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('derives the application URL from the page address', () => {
    expect(applicationUrl({ origin: 'http://localhost:3000', pathname: '/' })).toBe('http://localhost:3000')
    expect(applicationUrl({ origin: 'https://x.org', pathname: '/shop/index.html' })).toBe(
      'https://x.org/shop',
    )
  })

  it('has the six hot phrases in order, the contact email and the padding image', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/admin/application-configuration': {
          json: { config: { application: { name: 'Juicy', privacyContactEmail: 'privacy@juicy.test' } } },
        },
      }),
    )
    const { container } = renderPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy')
    expect(await screen.findByText('privacy@juicy.test')).toBeTruthy()
    const hot = [...container.querySelectorAll('.hot')].map((element) => element.textContent)
    expect(hot).toEqual([
      applicationUrl(window.location),
      'We may also',
      'instruct you',
      'to refuse all',
      'reasonably necessary',
      'responsibility',
    ])
    expect(container.querySelector('img[src="assets/public/images/padding/81px.png"]')).not.toBeNull()
  })
})
