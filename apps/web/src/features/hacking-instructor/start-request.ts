/** Which tutorial the address asks for (on the search page, or through the start route). */

export const DEFAULT_TUTORIAL_NAME = 'Score Board'

/**
 * The challenge name requested by `/hacking-instructor?challenge=<name>` (the Score Board when no
 * name is given) or by any other address containing `hacking-instructor` with a `challenge`
 * parameter; null when the address asks for no tutorial.
 */
export function requestedTutorialName(pathname: string, search: string): string | null {
  const challenge = new URLSearchParams(search).get('challenge')
  if (pathname.toLowerCase() === '/hacking-instructor') return challenge?.trim() || DEFAULT_TUTORIAL_NAME
  if (challenge !== null && `${pathname}${search}`.toLowerCase().includes('hacking-instructor')) {
    return challenge.trim()
  }
  return null
}

/** The route that starts the tutorial of a challenge. */
export function tutorialStartUrl(challengeName: string): string {
  return `/hacking-instructor?challenge=${encodeURIComponent(challengeName)}`
}
