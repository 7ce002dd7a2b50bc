import type { Challenge } from '@juicy/contracts'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '../../lib/query-keys'
import { fetchStub, renderRoutes } from '../../test/render'
import { CodingChallengeControls } from './coding-challenge-controls'

const challenge: Challenge = {
  id: 2,
  key: 'loginAdminChallenge',
  name: 'Login Admin',
  category: 'Injection',
  tags: null,
  description: 'Log in as admin.',
  difficulty: 2,
  mitigationUrl: null,
  solved: false,
  disabledEnv: null,
  tutorialOrder: null,
  codingChallengeStatus: 0,
  hasCodingChallenge: true,
  createdAt: '',
  updatedAt: '',
}

function renderControls(mode: string | undefined, overrides: Partial<Challenge> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({ 'GET snippets/loginAdminChallenge': { json: { snippet: 'const a = 1\nconst b = 2' } } }),
    ),
  )
  const element = <CodingChallengeControls challenge={{ ...challenge, ...overrides }} />
  // The configuration is already loaded, as on the score board.
  renderRoutes([{ path: '/', element }], '/', (queryClient) =>
    queryClient.setQueryData(queryKeys.applicationConfig, {
      application: {},
      challenges: mode ? { codingChallengesEnabled: mode } : {},
    }),
  )
}

const button = () => screen.queryByRole('button', { name: 'Coding challenge for Login Admin' })

describe('coding challenge controls', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers the coding challenge of a solved challenge by default ("solved")', () => {
    renderControls(undefined, { solved: true })
    expect(screen.getByTestId('coding-challenge-button')).toBeTruthy()
  })

  it('hides it for an unsolved challenge with "solved"', () => {
    renderControls('solved')
    expect(button()).toBeNull()
  })

  it('offers it for an unsolved challenge with "always"', () => {
    renderControls('always')
    expect(button()).toBeTruthy()
  })

  it('offers nothing with "never", not even the status', () => {
    renderControls('never', { solved: true, codingChallengeStatus: 2 })
    expect(button()).toBeNull()
    expect(screen.queryByText('Find it ✓')).toBeNull()
  })

  it('offers nothing for a challenge without a coding challenge', () => {
    renderControls('always', { hasCodingChallenge: false })
    expect(button()).toBeNull()
  })

  it('shows the solved phases as text', () => {
    renderControls('solved', { solved: true, codingChallengeStatus: 1 })
    expect(screen.getByText('Find it ✓')).toBeTruthy()
    expect(screen.queryByText('Fix it ✓')).toBeNull()
  })

  it('opens the lazily loaded dialog', async () => {
    renderControls('always')
    fireEvent.click(screen.getByTestId('coding-challenge-button'))
    expect(await screen.findByRole('dialog', { name: 'Coding challenge: Login Admin' })).toBeTruthy()
    // Each line is named by its text, the hidden "Line 2:" and the code (jsdom drops the code's spaces from names).
    const lines = await screen.findAllByRole('checkbox')
    expect(lines[1]?.textContent?.replace(/\s+/g, ' ')).toBe('Line 2: const b = 2')
  })
})
