import CssBaseline from '@mui/material/CssBaseline'
import GlobalStyles from '@mui/material/GlobalStyles'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { createShopTheme, isThemeName, themeFromBodyClass } from '../components/theme'
import { useApplicationConfig } from '../lib/application-config'
import { REDUCED_MOTION_QUERY } from '../lib/use-reduced-motion'

/**
 * Page-wide accessibility rules: every control a keyboard reaches shows a clear outline in the theme's accent (MUI's
 * focus ripple alone is faint, and text fields keep their own underline), and for players who asked for reduced
 * motion, transitions and animations (dialogs, menus, ripples, spinners) finish at once.
 */
const accessibleStyles = (
  <GlobalStyles
    styles={(theme) => ({
      ':focus-visible:not(input, textarea, .MuiInputBase-input)': {
        outline: `2px solid ${theme.palette.secondary.main}`,
        outlineOffset: 2,
      },
      // A disabled field's hint says how to enable it, so it stays readable (AA contrast) instead of greyed out.
      // (`body` outranks the component's own `.Mui-disabled` rule, which is inserted after these global styles.)
      'body .MuiFormHelperText-root.Mui-disabled': { color: theme.palette.text.secondary },
      [`@media ${REDUCED_MOTION_QUERY}`]: {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    })}
  />
)

/** Chooses the MUI theme from `application.theme` and keeps the body class `<theme>-theme` in sync. */
export function ShopThemeProvider({ children }: { children: ReactNode }) {
  const config = useApplicationConfig()
  const [initialTheme] = useState(() => themeFromBodyClass(document.body.className))
  const configured = config?.application.theme
  const themeName = isThemeName(configured) ? configured : initialTheme
  const loading = useTranslation().t('LABEL_LOADING')
  // Every spinner is a progress bar that assistive technology announces, so each needs a name.
  const theme = useMemo(
    () =>
      createTheme(createShopTheme(themeName), {
        components: { MuiCircularProgress: { defaultProps: { 'aria-label': loading } } },
      }),
    [themeName, loading],
  )

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
      {accessibleStyles}
      {children}
    </ThemeProvider>
  )
}
