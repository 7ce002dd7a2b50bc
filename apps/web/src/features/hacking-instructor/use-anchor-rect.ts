import { useEffect, useState } from 'react'
import { anchorRect, sameRect, type AnchorRect } from './placement'
import { POLL_INTERVAL_MS } from './tutorial'

/** Follows the anchor element as pages render, scroll and resize (polled, cleaned up on change). */
export function useAnchorRect(selector: string | undefined): AnchorRect | null {
  const [rect, setRect] = useState<AnchorRect | null>(null)
  useEffect(() => {
    const measure = (): void => {
      const next = anchorRect(document, selector)
      setRect((previous) => (sameRect(previous, next) ? previous : next))
    }
    measure()
    const timer = setInterval(measure, POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [selector])
  return rect
}
