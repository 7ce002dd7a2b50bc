import { useEffect } from 'react'

/**
 * Elements a layout keeps folded away (the phone's search field sits behind an icon) and how to bring each back,
 * by CSS selector: the hacking instructor reveals the element a step points at when it is not on the page.
 */
const revealers = new Map<string, () => void>()

/** Registers how to show the element `selector` names; the returned function takes it back. */
export function registerRevealer(selector: string, reveal: () => void): () => void {
  revealers.set(selector, reveal)
  return () => {
    if (revealers.get(selector) === reveal) revealers.delete(selector)
  }
}

/** Shows the element `selector` names if a layout has it folded away; answers whether anyone could. */
export function revealAnchor(selector: string): boolean {
  const reveal = revealers.get(selector)
  reveal?.()
  return reveal !== undefined
}

/** Keeps `reveal` registered for `selector` while `enabled` (say, while the phone layout folds it away). */
export function useRevealer(selector: string, reveal: () => void, enabled: boolean): void {
  useEffect(() => (enabled ? registerRevealer(selector, reveal) : undefined), [selector, reveal, enabled])
}
