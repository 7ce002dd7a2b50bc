import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

const currentWidth = (): number => window.innerWidth

/** The window's inner width in CSS pixels, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, currentWidth, currentWidth)
}
