import type { Challenge } from '@juicy/contracts'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub, renderRoutes } from '../../test/render'
import { StartTutorialButton } from './start-tutorial-button'

const challenge: Challenge = {
  id: 45,
  key: 'loginAdminChallenge',
  name: 'Login Admin',
  category: 'Injection',
  tags: null,
  description: '',
  difficulty: 2,
  mitigationUrl: null,
  solved: false,
  disabledEnv: null,
  tutorialOrder: 7,
  codingChallengeStatus: 0,
  hasCodingChallenge: true,
  createdAt: '',
  updatedAt: '',
}

function renderButton(shown: Challenge, instructor: { isEnabled: boolean } = { isEnabled: true }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'GET rest/admin/application-configuration': {
          json: { config: { application: {}, hackingInstructor: instructor } },
        },
      }),
    ),
  )
  return renderRoutes(
    [
      { path: '/score-board', element: <StartTutorialButton challenge={shown} /> },
      { path: '/hacking-instructor', element: <p>starting</p> },
    ],
    '/score-board',
  )
}

describe('StartTutorialButton', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('starts the tutorial of an unsolved challenge', async () => {
    const { router } = renderButton(challenge)
    fireEvent.click(await screen.findByRole('button', { name: 'Start tutorial' }))
    expect(router.state.location.pathname).toBe('/hacking-instructor')
    expect(router.state.location.search).toBe('?challenge=Login%20Admin')
  })

  it('is not offered for solved challenges, challenges without a tutorial, or a switched-off instructor', async () => {
    const offered = () => screen.queryByRole('button', { name: 'Start tutorial' }) !== null
    renderButton({ ...challenge, solved: true })
    expect(offered()).toBe(false)
    cleanup()
    renderButton({ ...challenge, key: 'loginAmyChallenge', tutorialOrder: null })
    expect(offered()).toBe(false)
    cleanup()
    renderButton(challenge, { isEnabled: false })
    await vi.waitFor(() => expect(offered()).toBe(false))
  })
})
