import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import DataExportPage from './data-export-page'

const exported = {
  userData: '{\n  "email": "jim@juice-sh.op"\n}',
  confirmation: 'Your data export will open.',
}

function chooseJson(): void {
  fireEvent.click(screen.getByLabelText('JSON'))
}

describe('data export', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('offers only JSON and exports without captcha the first time', async () => {
    const popup = document.implementation.createHTMLDocument('')
    const open = vi.fn(() => ({ document: popup }))
    vi.stubGlobal('open', open)
    const fetchMock = vi.fn(
      fetchStub({
        'POST rest/user/data-export': { json: exported },
        'GET rest/image-captcha': { json: { image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage(<DataExportPage />, '/privacy-security/data-export')
    expect(screen.getByLabelText('PDF')).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Excel')).toHaveProperty('disabled', true)
    expect(screen.queryByTestId('export-captcha')).toBeNull()
    const button = screen.getByRole('button', { name: 'Request' })
    expect(button).toHaveProperty('disabled', true)
    chooseJson()
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText('Your data export will open.')).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ format: '1' })
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=500')
    expect(popup.body.textContent).toContain('"email": "jim@juice-sh.op"')
    expect(Number(localStorage.getItem('lastSuccessfulTry'))).toBeGreaterThan(Date.now() - 5000)
    // A second export within five minutes needs the captcha.
    expect(await screen.findByTestId('export-captcha')).toBeTruthy()
    expect(await screen.findByAltText('CAPTCHA image')).toBeTruthy()
  })

  it('sends the captcha answer within 5 minutes and shows the server error', async () => {
    localStorage.setItem('lastSuccessfulTry', String(Date.now() - 60_000))
    const fetchMock = vi.fn(
      fetchStub({
        'GET rest/image-captcha': { json: { image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } },
        'POST rest/user/data-export': { status: 401, text: 'Wrong answer to CAPTCHA. Please try again.' },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage(<DataExportPage />, '/privacy-security/data-export')
    await screen.findByAltText('CAPTCHA image')
    chooseJson()
    const answer = screen.getByLabelText(/^Characters in the image/)
    fireEvent.change(answer, { target: { value: 'abcd' } })
    fireEvent.blur(answer)
    expect(await screen.findByText('The CAPTCHA consists of exactly 5 characters.')).toBeTruthy()
    fireEvent.change(answer, { target: { value: 'abcde' } })
    const button = screen.getByRole('button', { name: 'Request' })
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText('Wrong answer to CAPTCHA. Please try again.')).toBeTruthy()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ format: '1', answer: 'abcde' })
  })
})
