import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo } from 'react'
import { createShopTheme, themeFromBodyClass } from '../../components/theme'
import { JoinPage } from './join-page'

/**
 * The workshop's own pages (`/workshop/...`), loaded as a separate chunk so that the shop's initial bundle does not
 * grow. The theme comes from the body class the server set from the configuration (the shop's configuration API
 * answers only inside a team).
 */
export default function WorkshopApp() {
  const theme = useMemo(() => createShopTheme(themeFromBodyClass(document.body.className)), [])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <JoinPage />
    </ThemeProvider>
  )
}
