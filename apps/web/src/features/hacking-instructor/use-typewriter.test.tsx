import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTypewriter } from './use-typewriter'

/** A matchMedia that answers `reduce` for the reduced-motion query only when asked to. */
function prefersReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

describe('useTypewriter', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('types the text out one character at a time', () => {
    prefersReducedMotion(false)
    vi.useFakeTimers()
    const { result } = renderHook(() => useTypewriter('Hello', 10))
    expect(result.current.shown).toBe('')
    // Each character schedules the next once it is shown.
    act(() => void vi.advanceTimersByTime(10))
    act(() => void vi.advanceTimersByTime(10))
    expect(result.current.shown).toBe('He')
    expect(result.current.complete).toBe(false)
  })

  it('shows the whole text at once for a player who asked for reduced motion', () => {
    prefersReducedMotion(true)
    const { result } = renderHook(() => useTypewriter('Hello', 10))
    expect(result.current.shown).toBe('Hello')
    expect(result.current.complete).toBe(true)
  })
})
