import { SocketEvents } from '@juicy/contracts'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../public/assets/i18n/en.json'
import { registerRevealer } from '../../lib/anchor-reveal'
import { FINISH_DISPLAY_MS } from './tutorial-host'
import { msPerCharacter } from './playback'
import { renderInstructor } from './test-harness'
import { POLL_INTERVAL_MS } from './tutorial'
import { getActiveTutorial, TUTORIAL_STORAGE_KEY } from './tutorial-store'

const socket = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>())

vi.mock('../../app/socket-context', async () => {
  const { useEffect } = await import('react')
  return {
    useSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      useEffect(() => {
        const handlers = socket.get(event) ?? new Set()
        socket.set(event, handlers.add(handler))
        return () => {
          handlers.delete(handler)
        }
      }, [event, handler])
    },
  }
})

const texts = en as Record<string, string>

function emit(event: string, payload: unknown): void {
  act(() => socket.get(event)?.forEach((handler) => handler(payload)))
}

function solved(key: string): void {
  emit(SocketEvents.challengeSolved, {
    key,
    name: key,
    challenge: key,
    flag: '',
    hidden: false,
    isRestore: false,
  })
}

function message(): string | null {
  return screen.queryByTestId('hacking-instructor-message')?.textContent ?? null
}

function tick(ms = POLL_INTERVAL_MS): void {
  act(() => vi.advanceTimersByTime(ms))
}

function type(selector: string, value: string): void {
  const field = document.querySelector(selector)
  if (!(field instanceof HTMLInputElement)) throw new Error(`no input ${selector}`)
  fireEvent.change(field, { target: { value } })
  field.value = value
}

describe('hacking instructor', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    sessionStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  describe('starting from the address', () => {
    it('starts the named tutorial and opens its first page', () => {
      const { router } = renderInstructor('/hacking-instructor?challenge=Login%20Admin')
      expect(router.state.location.pathname).toBe('/login')
      expect(getActiveTutorial()).toEqual({ challengeKey: 'loginAdminChallenge', step: 0, finished: false })
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_INTRO)
      expect(screen.getByRole('dialog', { name: 'Hacking Instructor' })).toBeTruthy()
    })

    it('starts the Score Board tutorial when no challenge is named', () => {
      const { router } = renderInstructor('/hacking-instructor')
      expect(router.state.location.pathname).toBe('/search')
      expect(message()).toBe(texts.HI_SCORE_BOARD_WELCOME)
    })

    it('starts from a search address that mentions hacking-instructor and a challenge', () => {
      const { router } = renderInstructor('/search?from=hacking-instructor&challenge=forged%20feedback')
      expect(router.state.location.pathname).toBe('/contact')
      expect(getActiveTutorial()?.challengeKey).toBe('forgedFeedbackChallenge')
    })

    it('ignores a challenge parameter on addresses without hacking-instructor', () => {
      const { router } = renderInstructor('/search?challenge=Login%20Admin')
      expect(router.state.location.search).toBe('?challenge=Login%20Admin')
      expect(getActiveTutorial()).toBeNull()
    })

    it('goes to the search page without a tutorial for an unknown challenge', () => {
      const { router } = renderInstructor('/hacking-instructor?challenge=No%20Such%20Thing')
      expect(router.state.location.pathname).toBe('/search')
      expect(getActiveTutorial()).toBeNull()
      expect(message()).toBeNull()
    })

    it('goes to the search page without a tutorial when the instructor is switched off', () => {
      const { router } = renderInstructor('/hacking-instructor?challenge=Score%20Board', {
        application: {},
        hackingInstructor: { isEnabled: false },
      })
      expect(router.state.location.pathname).toBe('/search')
      expect(getActiveTutorial()).toBeNull()
    })

    it('drops a stored tutorial it does not know', () => {
      sessionStorage.setItem(TUTORIAL_STORAGE_KEY, JSON.stringify({ challengeKey: 'gone', step: 0 }))
      renderInstructor('/search')
      expect(sessionStorage.getItem(TUTORIAL_STORAGE_KEY)).toBeNull()
    })
  })

  describe('step progression', () => {
    it('moves on when the player presses Next', () => {
      renderInstructor('/hacking-instructor?challenge=Score%20Board')
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(message()).toBe(texts.HI_SCORE_BOARD_GOAL)
      expect(getActiveTutorial()?.step).toBe(1)
    })

    it('moves on when the address matches', () => {
      sessionStorage.setItem(
        TUTORIAL_STORAGE_KEY,
        JSON.stringify({ challengeKey: 'scoreBoardChallenge', step: 4, finished: false }),
      )
      const { router } = renderInstructor('/search')
      expect(message()).toBe(texts.HI_SCORE_BOARD_OPEN)
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
      act(() => void router.navigate('/score-board'))
      expect(message()).toBe(texts.HI_SCORE_BOARD_FOUND)
    })

    it('reveals the element a step points at when the layout has it folded away, as each step begins', () => {
      // The harness's search page has the search field but no search value: the DOM XSS tutorial's third step
      // points at one. Elements on the page take room (jsdom lays nothing out).
      const box = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue(new DOMRect(10, 10, 200, 40))
      const revealSearchField = vi.fn()
      const revealSearchValue = vi.fn()
      const unregister = [
        registerRevealer('#searchQuery', revealSearchField),
        registerRevealer('#searchValue', revealSearchValue),
      ]
      sessionStorage.setItem(
        TUTORIAL_STORAGE_KEY,
        JSON.stringify({ challengeKey: 'localXssChallenge', step: 1, finished: false }),
      )
      const { router } = renderInstructor('/search')
      expect(message()).toBe(texts.HI_DOM_XSS_TRY_HTML)
      expect(revealSearchValue).not.toHaveBeenCalled()
      act(() => void router.navigate('/search?q=%3Cb%3E'))
      expect(message()).toBe(texts.HI_DOM_XSS_RENDERED)
      expect(revealSearchValue).toHaveBeenCalledOnce()
      expect(revealSearchField).not.toHaveBeenCalled()
      unregister.forEach((take) => take())
      box.mockRestore()
    })

    it('polls input values and moves on once they satisfy the step', () => {
      renderInstructor('/hacking-instructor?challenge=Login%20Admin')
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_QUOTE)
      type('#email', 'admin')
      tick()
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_QUOTE)
      type('#email', "admin'")
      tick()
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_PASSWORD)
      type('#password', 'x')
      tick()
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_SUBMIT_QUOTE)
    })

    it('waits for elements to appear', () => {
      renderInstructor('/hacking-instructor?challenge=Forged%20Feedback')
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(message()).toBe(texts.HI_FORGED_FEEDBACK_UNHIDE)
      tick(5 * POLL_INTERVAL_MS)
      expect(message()).toBe(texts.HI_FORGED_FEEDBACK_UNHIDE)
      const field = document.querySelector<HTMLInputElement>('#userId')!
      field.hidden = false
      tick()
      expect(message()).toBe(texts.HI_FORGED_FEEDBACK_CHANGE)
      // The field held "1" when the step began; only another value completes it.
      tick(5 * POLL_INTERVAL_MS)
      expect(message()).toBe(texts.HI_FORGED_FEEDBACK_CHANGE)
      type('#userId', '2')
      tick()
      expect(message()).toBe(texts.HI_FORGED_FEEDBACK_FILL)
    })

    it('ends with a congratulation when the challenge is reported solved, at any step', () => {
      renderInstructor('/hacking-instructor?challenge=Score%20Board')
      solved('loginAdminChallenge')
      expect(message()).toBe(texts.HI_SCORE_BOARD_WELCOME)
      solved('scoreBoardChallenge')
      expect(message()).toBe(texts.HI_TUTORIAL_SOLVED)
      tick(FINISH_DISPLAY_MS)
      expect(message()).toBeNull()
      expect(getActiveTutorial()).toBeNull()
    })

    it('stops polling when the step changes or the instructor unmounts', () => {
      const started = vi.spyOn(globalThis, 'setInterval')
      const stopped = vi.spyOn(globalThis, 'clearInterval')
      const { unmount } = renderInstructor('/hacking-instructor?challenge=Login%20Admin')
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
      type('#email', "'")
      tick()
      expect(message()).toBe(texts.HI_LOGIN_ADMIN_PASSWORD)
      unmount()
      const intervals = started.mock.results.map((result) => result.value as unknown)
      const cleared = stopped.mock.calls.map(([id]) => id as unknown)
      expect(intervals.length).toBeGreaterThan(2)
      expect(intervals.filter((id) => !cleared.includes(id))).toEqual([])
    })
  })

  describe('speech bubble', () => {
    it('types the text out at the configured speed; a click shows it all', () => {
      renderInstructor('/hacking-instructor?challenge=Score%20Board', {
        application: {},
        hackingInstructor: { isEnabled: true, hintPlaybackSpeed: 'slow' } as never,
      })
      const typed = (): string => document.querySelector('#hacking-instructor-text')?.textContent ?? ''
      expect(typed()).toBe('')
      for (let i = 0; i < 10; i++) tick(msPerCharacter('slow'))
      expect(typed()).toBe(texts.HI_SCORE_BOARD_WELCOME!.slice(0, 10))
      fireEvent.click(document.querySelector('#hacking-instructor-text')!)
      expect(typed()).toBe(texts.HI_SCORE_BOARD_WELCOME)
    })

    it('shows the configured avatar', () => {
      renderInstructor('/hacking-instructor?challenge=Score%20Board', {
        application: {},
        hackingInstructor: { avatarImage: 'https://example.com/img/Bot%20Face.png?x=1' } as never,
      })
      const avatar = document.querySelector('#hacking-instructor img')
      expect(avatar?.getAttribute('src')).toBe('assets/public/images/Bot Face.png')
    })

    it('ends the tutorial with the close button', () => {
      renderInstructor('/hacking-instructor?challenge=Score%20Board')
      fireEvent.click(screen.getByRole('button', { name: 'Close the tutorial' }))
      expect(message()).toBeNull()
      expect(sessionStorage.getItem(TUTORIAL_STORAGE_KEY)).toBeNull()
    })

    it('ends the tutorial with Escape', () => {
      renderInstructor('/hacking-instructor?challenge=Login%20Admin')
      fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' })
      expect(getActiveTutorial()).toBeNull()
    })
  })
})
