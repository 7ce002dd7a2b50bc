import { useSyncExternalStore } from 'react'
import { session } from '../../lib/storage'

/**
 * The running tutorial, kept in session storage so it survives reloads of the tab (some steps ask
 * for one) and ends with the tab. Closing removes it for good.
 */
export interface ActiveTutorial {
  challengeKey: string
  /** Index of the current step. */
  step: number
  /** The challenge was solved: the instructor says well done, then leaves. */
  finished: boolean
}

export const TUTORIAL_STORAGE_KEY = 'hackingInstructor'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedState: ActiveTutorial | null = null

function parse(raw: string | null): ActiveTutorial | null {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<ActiveTutorial>
    if (typeof value.challengeKey !== 'string' || typeof value.step !== 'number') return null
    return { challengeKey: value.challengeKey, step: value.step, finished: value.finished === true }
  } catch {
    return null
  }
}

export function getActiveTutorial(): ActiveTutorial | null {
  const raw = session.get(TUTORIAL_STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedState = parse(raw)
  }
  return cachedState
}

function write(state: ActiveTutorial | null): void {
  if (state === null) session.remove(TUTORIAL_STORAGE_KEY)
  else session.set(TUTORIAL_STORAGE_KEY, JSON.stringify(state))
  for (const listener of listeners) listener()
}

export function startTutorial(challengeKey: string): void {
  write({ challengeKey, step: 0, finished: false })
}

/** Moves on from step `from`; a second report of the same step (polling and a click) is ignored. */
export function completeStep(from: number): void {
  const current = getActiveTutorial()
  if (!current || current.finished || current.step !== from) return
  write({ ...current, step: from + 1 })
}

export function finishTutorial(): void {
  const current = getActiveTutorial()
  if (current && !current.finished) write({ ...current, finished: true })
}

export function endTutorial(): void {
  write(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useActiveTutorial(): ActiveTutorial | null {
  return useSyncExternalStore(subscribe, getActiveTutorial, getActiveTutorial)
}
