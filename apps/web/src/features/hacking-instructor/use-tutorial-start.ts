import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { requestedTutorialName } from './start-request'
import { startTutorial } from './tutorial-store'
import { tutorialByName } from './tutorials'

/**
 * Starts the tutorial an address asks for and opens its first page. An unknown challenge, or a
 * switched-off instructor, leads to the search page instead. Waits until `enabled` is known.
 */
export function useTutorialStartFromUrl(enabled: boolean | undefined): void {
  const location = useLocation()
  const navigate = useNavigate()
  const requested = requestedTutorialName(location.pathname, location.search)

  useEffect(() => {
    if (requested === null || enabled === undefined) return
    const tutorial = enabled ? tutorialByName(requested) : undefined
    if (tutorial) startTutorial(tutorial.challengeKey)
    // Replacing the address keeps a reload or "back" from starting the tutorial over.
    void navigate(tutorial?.startPath ?? '/search', { replace: true })
  }, [requested, enabled, navigate])
}
