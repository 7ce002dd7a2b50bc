import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import ForgotPasswordPage from './forgot-password-page'

const question = { question: { id: 1, question: 'Your eldest siblings middle name?' } }

function fill(label: RegExp, value: string): void {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('forgot password', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the answer fields closed until the email has a security question', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET rest/user/security-question?email=nobody%40juice-sh.op': { json: {} },
        'GET rest/user/security-question?email=jim%40juice-sh.op': { json: question },
      }),
    )
    renderPage(<ForgotPasswordPage />, '/forgot-password')
    expect(screen.getByLabelText(/^Answer/)).toHaveProperty('disabled', true)
    fill(/^Email/, 'nobody@juice-sh.op')
    await new Promise((wait) => setTimeout(wait, 500))
    expect(screen.getByLabelText(/^Answer/)).toHaveProperty('disabled', true)
    fill(/^Email/, 'jim@juice-sh.op')
    const answer = await screen.findByLabelText(/^Your eldest siblings middle name\?/)
    expect(answer).toHaveProperty('disabled', false)
    expect(screen.getByLabelText(/^New Password/)).toHaveProperty('disabled', false)
    expect(screen.getByLabelText(/^Repeat New Password/)).toHaveProperty('disabled', false)
  })

  it('resets the password and confirms, or shows the server text', async () => {
    const fetchMock = vi.fn(
      fetchStub({
        'GET rest/user/security-question?email=jim%40juice-sh.op': { json: question },
        'POST rest/user/reset-password': { status: 401, text: 'Wrong answer to security question.' },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage(<ForgotPasswordPage />, '/forgot-password')
    fill(/^Email/, 'jim@juice-sh.op')
    await screen.findByLabelText(/^Your eldest/)
    fill(/^Your eldest/, 'Samuel')
    fill(/^New Password/, '1234')
    expect(await screen.findAllByText('Password must be 5-20 characters long.')).not.toHaveLength(0)
    fill(/^New Password/, 'ncc-1701-b')
    fill(/^Repeat New Password/, 'ncc-1701-x')
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    fill(/^Repeat New Password/, 'ncc-1701-b')
    const button = screen.getByRole('button', { name: 'Change' })
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText('Wrong answer to security question.')).toBeTruthy()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      email: 'jim@juice-sh.op',
      answer: 'Samuel',
      new: 'ncc-1701-b',
      repeat: 'ncc-1701-b',
    })
  })
})
