import { useEffect, useState } from 'react'
import { revealAnchor } from '../../lib/anchor-reveal'
import { anchorRect, sameRect, scrollAnchorIntoView, type AnchorRect } from './placement'
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

/**
 * As each step begins, brings back the element it points at when a layout keeps it folded away (a phone's search
 * field sits behind an icon), so the bubble has something to point at and the player something to type into; on a
 * phone it then scrolls the element on screen when it lies below the fold.
 */
export function useRevealedAnchor(selector: string | undefined, step: number): void {
  useEffect(() => {
    if (selector && anchorRect(document, selector) === null) revealAnchor(selector)
    // The revealed element renders with the next frame.
    const frame = requestAnimationFrame(() => scrollAnchorIntoView(document, selector))
    return () => cancelAnimationFrame(frame)
  }, [selector, step])
}
