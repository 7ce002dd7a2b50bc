import useMediaQuery from '@mui/material/useMediaQuery'

/** The media query of players who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Whether the player asked for less motion: no typing effect, no slides that advance on their own. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true })
}
