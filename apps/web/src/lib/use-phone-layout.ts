import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'

/**
 * Whether the screen is a phone's (below MUI's `sm` breakpoint, 600 px). Read during the first render
 * (`noSsr`), so a phone never paints the desktop layout first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
}
