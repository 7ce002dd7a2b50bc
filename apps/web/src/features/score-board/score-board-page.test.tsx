import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderPage } from '../../test/render'
import ScoreBoardPage from './score-board-page'

const base = {
  tags: null,
  mitigationUrl: null,
  disabledEnv: null,
  tutorialOrder: null,
  codingChallengeStatus: 0,
  hasCodingChallenge: false,
  createdAt: '',
  updatedAt: '',
}
const challenges = [
  {
    ...base,
    id: 1,
    key: 'scoreBoardChallenge',
    name: 'Score Board',
    category: 'Miscellaneous',
    difficulty: 1,
    description: 'Find it.',
    solved: false,
  },
  {
    ...base,
    id: 2,
    key: 'loginAdminChallenge',
    name: 'Login Admin',
    category: 'Injection',
    difficulty: 2,
    description: '<b>Log in</b> as admin.',
    solved: true,
    mitigationUrl: 'https://cheatsheets.example/sql',
    hasCodingChallenge: true,
    codingChallengeStatus: 1,
  },
  {
    ...base,
    id: 3,
    key: 'xssChallenge',
    name: 'DOM XSS',
    category: 'XSS',
    difficulty: 1,
    description: 'Do XSS.',
    solved: false,
    disabledEnv: 'Docker',
  },
  {
    ...base,
    id: 4,
    key: 'hardChallenge',
    name: 'Hard One',
    category: 'XSS',
    difficulty: 6,
    description: 'Hard.',
    solved: false,
  },
]
const hints = [{ id: 9, ChallengeId: 1, text: 'Look at the JavaScript.', order: 1, unlocked: false }]

describe('score board page', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  function stub() {
    const fetchMock = vi.fn(
      fetchStub({
        'GET rest/admin/application-configuration': {
          json: { config: { application: {}, challenges: { showHints: true } } },
        },
        'GET api/Challenges/?sort=name': { json: { status: 'success', data: challenges } },
        'GET api/Hints': { json: { status: 'success', data: hints } },
        'PUT api/Hints/9': { json: { status: 'success', data: { ...hints[0], unlocked: true } } },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    return fetchMock
  }

  it('loads the padding image, shows progress and the difficulty-1 challenges', async () => {
    stub()
    const { container } = renderPage(<ScoreBoardPage />, '/score-board')
    expect(container.querySelector('img[src="assets/public/images/padding/1px.png"]')).not.toBeNull()
    expect(await screen.findByText('Find it.')).toBeTruthy()
    // Score board counts as solved here: 2 of 4.
    expect(screen.getByTestId('score-board-progress').textContent).toBe('50% of all challenges solved')
    expect(screen.getByText('Unavailable (Docker)')).toBeTruthy()
    expect(screen.queryByText('Login Admin')).toBeNull()
    expect(screen.getByTestId('coding-progress-find-it').textContent).toBe(
      'Find it: 1 of 1 coding challenges',
    )
    expect(screen.getByTestId('coding-progress-fix-it').textContent).toBe('Fix it: 0 of 1 coding challenges')
  })

  it('persists difficulty and solved filters', async () => {
    stub()
    renderPage(<ScoreBoardPage />, '/score-board')
    await screen.findByText('Find it.')
    fireEvent.click(screen.getByTestId('difficulty-2'))
    expect(await screen.findByText('Login Admin')).toBeTruthy()
    expect(screen.getByText('Learn how to prevent this')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Coding challenge for Login Admin' })).toBeTruthy()
    expect(screen.getByText('Find it ✓')).toBeTruthy()
    expect(localStorage.getItem('displayedDifficulties')).toBe('[1,2]')
    fireEvent.click(screen.getByLabelText('Show solved challenges'))
    await waitFor(() => expect(screen.queryByText('Login Admin')).toBeNull())
    expect(localStorage.getItem('showSolvedChallenges')).toBe('false')
  })

  it('unlocks the next hint', async () => {
    const fetchMock = stub()
    renderPage(<ScoreBoardPage />, '/score-board')
    const unlock = await screen.findByRole('button', { name: 'Unlock hint 1 of 1' })
    fireEvent.click(unlock)
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === 'api/Hints/9' && init?.method === 'PUT'),
      ).toBe(true),
    )
  })

  it('folds the filters behind one toggle on a phone, naming how many are active', async () => {
    // Every `max-width` query matches: a phone's screen.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    stub()
    renderPage(<ScoreBoardPage />, '/score-board')
    await screen.findByText('Find it.')
    const toggle = screen.getByRole('button', { name: 'Filters 1' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel.contains(screen.getByTestId('difficulty-2'))).toBe(true)

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByTestId('difficulty-2'))
    expect(await screen.findByText('Login Admin')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Show solved challenges'))
    await waitFor(() => expect(screen.queryByText('Login Admin')).toBeNull())
    expect(screen.getByRole('button', { name: 'Filters 2' })).toBe(toggle)
  })
})
