import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../../test/render'
import TrainerConsole from './trainer-console'

vi.mock('../../../lib/socket', () => ({
  connectShopSocket: () => Promise.resolve({ on: vi.fn(), io: { on: vi.fn() }, disconnect: vi.fn() }),
}))

const loginRequired = { status: 401, json: { error: 'Trainer login required' } }

async function logIn(password: string) {
  fireEvent.change(await screen.findByLabelText(/Trainer password/), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('trainer console', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the password without a trainer session and says when it is wrong', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET workshop/api/teams': loginRequired,
        'POST workshop/api/trainer/login': { status: 401, json: { error: 'Wrong password' } },
      }),
    )
    renderPage(<TrainerConsole />)
    expect(await screen.findByRole('heading', { name: 'Trainer login' })).toBeTruthy()
    await logIn('guess')
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password')
  })

  it('shows the server’s message when there were too many attempts', async () => {
    const tooMany = 'Too many failed attempts, please try again in a few minutes'
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET workshop/api/teams': loginRequired,
        'POST workshop/api/trainer/login': { status: 429, json: { error: tooMany } },
      }),
    )
    renderPage(<TrainerConsole />)
    await logIn('guess')
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany)
  })

  it('shows the teams once the session is there', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET workshop/api/teams': { json: [] } }))
    renderPage(<TrainerConsole />)
    expect(await screen.findByRole('heading', { name: 'Trainer console' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Teams', selected: true })).toBeTruthy()
    expect(screen.getByText(/No teams yet/)).toBeTruthy()
  })
})
