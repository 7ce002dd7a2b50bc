import { useEffect, useRef } from 'react'

/** Distance (px) from the page's end within which the reader counts as following the conversation. */
const FOLLOW_DISTANCE = 120

function pageRoot(): Element {
  return document.scrollingElement ?? document.documentElement
}

/**
 * Keeps the page scrolled to its end (where the newest text and the input are) whenever `change` changes, unless
 * the reader has scrolled up to read earlier messages. `follow()` makes it follow again (e.g. after sending).
 */
export function useFollowConversation(change: unknown): { follow: () => void } {
  const following = useRef(true)

  useEffect(() => {
    const onScroll = () => {
      const root = pageRoot()
      following.current = root.scrollHeight - root.scrollTop - window.innerHeight <= FOLLOW_DISTANCE
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (!following.current) return
    const root = pageRoot()
    root.scrollTop = root.scrollHeight
  }, [change])

  return {
    follow: () => {
      following.current = true
    },
  }
}
