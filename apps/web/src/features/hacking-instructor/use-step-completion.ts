import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { POLL_INTERVAL_MS, type StepCompletion } from './tutorial'

/**
 * Calls `onComplete` once the step's automatic condition holds: a location change for URL steps,
 * a poll every POLL_INTERVAL_MS for page conditions (stopped when the step changes or unmounts).
 * "Next" steps complete through the button; "solved" steps through the socket.
 */
export function useStepCompletion(until: StepCompletion | undefined, onComplete: () => void): void {
  const location = useLocation()
  const path = `${location.pathname}${location.search}`

  useEffect(() => {
    if (until?.kind === 'url' && until.pattern.test(path)) onComplete()
  }, [until, path, onComplete])

  useEffect(() => {
    if (until?.kind !== 'poll') return
    // The watched field may only render later; its first value is the one it had when first seen.
    let firstValue = until.watch?.(document)
    const timer = setInterval(() => {
      if (firstValue === undefined) firstValue = until.watch?.(document)
      if (until.test({ document, firstValue })) onComplete()
    }, POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [until, onComplete])
}
