import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasswordChangeObserverContext } from '../../lib/password-change-observer'
import { fetchStub, renderPage } from '../../test/render'
import ChangePasswordPage from './change-password-page'

// {"data":{"id":8,"email":"support@juice-sh.op"}}, unsigned
const supportToken = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjo4LCJlbWFpbCI6InN1cHBvcnRAanVpY2Utc2gub3AifX0.'

function fill(label: RegExp, value: string): void {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

async function submit(current: string, next: string, repeat = next): Promise<void> {
  fill(/^Current Password/, current)
  fill(/^New Password/, next)
  fill(/^Repeat New Password/, repeat)
  const button = screen.getByRole('button', { name: 'Change' })
  await waitFor(() => expect(button).toHaveProperty('disabled', false))
  fireEvent.click(button)
}

describe('change password', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('validates 5-20 characters and equal repeat', async () => {
    vi.stubGlobal('fetch', fetchStub({}))
    renderPage(<ChangePasswordPage />, '/privacy-security/change-password')
    fill(/^Current Password/, '')
    expect(await screen.findByText('Please provide your current password.')).toBeTruthy()
    fill(/^New Password/, 'x'.repeat(21))
    fill(/^Repeat New Password/, 'abcdef')
    expect(await screen.findAllByText('Password must be 5-20 characters long.')).not.toHaveLength(0)
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change' })).toHaveProperty('disabled', true)
  })

  it('sends the change as query, tells the policy observer, and confirms', async () => {
    localStorage.setItem('token', supportToken)
    const observer = vi.fn()
    const fetchMock = vi.fn(
      fetchStub({
        'GET rest/user/change-password?current=old+pw&new=newpw1&repeat=newpw1': { json: { user: {} } },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage(
      <PasswordChangeObserverContext value={observer}>
        <ChangePasswordPage />
      </PasswordChangeObserverContext>,
      '/privacy-security/change-password',
    )
    await submit('old pw', 'newpw1')
    expect(await screen.findByText('Your password was successfully changed.')).toBeTruthy()
    expect(observer).toHaveBeenCalledWith('support@juice-sh.op', 'newpw1')
    expect(screen.getByLabelText<HTMLInputElement>(/^Current Password/).value).toBe('')
  })

  it('shows the server error and clears the new passwords', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Current password is not correct.', { status: 401 })),
    )
    renderPage(<ChangePasswordPage />, '/privacy-security/change-password')
    await submit('wrong', 'newpw1')
    expect(await screen.findByText('Current password is not correct.')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(/^Current Password/).value).toBe('wrong')
    expect(screen.getByLabelText<HTMLInputElement>(/^New Password/).value).toBe('')
    expect(screen.getByLabelText<HTMLInputElement>(/^Repeat New Password/).value).toBe('')
  })
})
