import { useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion'

export interface Typewriter {
  shown: string
  complete: boolean
  /** Shows the whole text at once (the player clicked it). */
  reveal: () => void
}

/**
 * Types `text` out one character every `msPerCharacter`, starting over when the text changes; shows it whole at once
 * for a player who asked for reduced motion.
 */
export function useTypewriter(text: string, msPerCharacter: number): Typewriter {
  const [progress, setProgress] = useState({ text, count: 0 })
  const still = usePrefersReducedMotion()
  const count = still ? text.length : progress.text === text ? progress.count : 0

  useEffect(() => {
    if (count >= text.length) return
    const timer = setTimeout(() => setProgress({ text, count: count + 1 }), msPerCharacter)
    return () => clearTimeout(timer)
  }, [text, count, msPerCharacter])

  return {
    shown: text.slice(0, count),
    complete: count >= text.length,
    reveal: () => setProgress({ text, count: text.length }),
  }
}
