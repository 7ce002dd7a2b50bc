import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import RegisterPage from './register-page'

const questions = { status: 'success', data: [{ id: 2, question: "Mother's maiden name?" }] }

function fill(label: RegExp, value: string): void {
  const input = screen.getByLabelText(label)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

async function chooseQuestion(): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox'))
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText("Mother's maiden name?"))
}

describe('registration page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the validation messages', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET api/SecurityQuestions/': { json: questions } }))
    renderPage(<RegisterPage />, '/register')
    fill(/^Email/, 'not-an-email')
    fill(/^Password/, '1234')
    fill(/^Repeat Password/, '12345')
    expect(await screen.findByText('Email address is not valid.')).toBeTruthy()
    expect(screen.getAllByText('Password must be 5-20 characters long.').length).toBeGreaterThan(0)
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
  })

  it('registers the user, then the security answer, and goes to the login', async () => {
    const stub = fetchStub({
      'GET api/SecurityQuestions/': { json: questions },
      'POST api/Users/': {
        status: 201,
        json: { status: 'success', data: { id: 23, email: 'new@juice-sh.op' } },
      },
      'POST api/SecurityAnswers/': { status: 201, json: { status: 'success', data: { id: 1 } } },
    })
    const fetchMock = vi.fn(stub)
    vi.stubGlobal('fetch', fetchMock)
    const { router } = renderPage(<RegisterPage />, '/register')
    fill(/^Email/, 'new@juice-sh.op')
    fill(/^Password/, 'Secret123!')
    fill(/^Repeat Password/, 'Secret123!')
    await chooseQuestion()
    fill(/^Answer/, 'Smith')
    const button = screen.getByRole('button', { name: 'Register' })
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
    expect(bodies[0]).toMatchObject({
      email: 'new@juice-sh.op',
      password: 'Secret123!',
      passwordRepeat: 'Secret123!',
      securityQuestion: { id: 2, question: "Mother's maiden name?" },
      securityAnswer: 'Smith',
    })
    expect(bodies[1]).toEqual({ UserId: 23, answer: 'Smith', SecurityQuestionId: 2 })
  })

  it('shows the first server error with a capital letter', async () => {
    vi.stubGlobal(
      'fetch',
      fetchStub({
        'GET api/SecurityQuestions/': { json: questions },
        'POST api/Users/': {
          status: 400,
          json: {
            message: 'Validation error',
            errors: [{ field: 'email', message: 'email must be unique' }],
          },
        },
      }),
    )
    renderPage(<RegisterPage />, '/register')
    fill(/^Email/, 'admin@juice-sh.op')
    fill(/^Password/, 'admin123')
    fill(/^Repeat Password/, 'admin123')
    await chooseQuestion()
    fill(/^Answer/, 'x')
    const button = screen.getByRole('button', { name: 'Register' })
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText('Email must be unique')).toBeTruthy()
  })
})
