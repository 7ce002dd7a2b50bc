import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { createShopTheme, isThemeName, themeFromBodyClass } from '../components/theme'
import { useApplicationConfig } from '../lib/application-config'

/** Chooses the MUI theme from `application.theme` and keeps the body class `<theme>-theme` in sync. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const config = useApplicationConfig()
  const [initialTheme] = useState(() => themeFromBodyClass(document.body.className))
  const configured = config?.application.theme
  const themeName = isThemeName(configured) ? configured : initialTheme
  const theme = useMemo(() => createShopTheme(themeName), [themeName])

  useEffect(() => {
    document.body.className = `${themeName}-theme`
  }, [themeName])

  const applicationName = config?.application.name
  useEffect(() => {
    if (applicationName) document.title = applicationName
  }, [applicationName])

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  )
}
