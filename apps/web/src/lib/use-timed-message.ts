import { useCallback, useEffect, useRef, useState } from 'react'

/** A message that disappears by itself after `durationMs` (e.g. the 5 s two-factor error). */
export function useTimedMessage(durationMs: number): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    setMessage(null)
  }, [])
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      setMessage(text)
      timer.current = setTimeout(() => setMessage(null), durationMs)
    },
    [durationMs],
  )
  useEffect(() => () => clearTimeout(timer.current), [])
  return [message, show, clear]
}
