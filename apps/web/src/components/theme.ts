import { createTheme, type Components, type Theme } from '@mui/material/styles'
import { themeNames, type ThemeName } from '@juicy/contracts'

/** The nine theme names shared with the server's configuration schema; the body class is `<name>-theme`. */
export const THEME_NAMES = themeNames
export type { ThemeName }

export const DEFAULT_THEME: ThemeName = 'bluegrey-lightgreen'

interface ThemeColours {
  mode: 'light' | 'dark'
  primary: string
  secondary: string
  background?: string
  paper?: string
}

const palettes: Record<ThemeName, ThemeColours> = {
  'bluegrey-lightgreen': {
    mode: 'dark',
    primary: '#546e7a',
    secondary: '#8bc34a',
    background: '#303030',
    paper: '#424242',
  },
  'blue-lightblue': { mode: 'light', primary: '#1976d2', secondary: '#03a9f4' },
  'deeppurple-amber': { mode: 'light', primary: '#673ab7', secondary: '#ffc107' },
  'indigo-pink': { mode: 'light', primary: '#3f51b5', secondary: '#e91e63' },
  'pink-bluegrey': {
    mode: 'dark',
    primary: '#c2185b',
    secondary: '#90a4ae',
    background: '#2b2b2b',
    paper: '#3a3a3a',
  },
  'purple-green': {
    mode: 'dark',
    primary: '#7b1fa2',
    secondary: '#69f0ae',
    background: '#2c2c2c',
    paper: '#3c3c3c',
  },
  'deeporange-indigo': { mode: 'light', primary: '#e64a19', secondary: '#3f51b5' },
  'lime-green': { mode: 'light', primary: '#827717', secondary: '#43a047' },
  'neon-fire': {
    mode: 'dark',
    primary: '#ff3d00',
    secondary: '#ffea00',
    background: '#120b0b',
    paper: '#241414',
  },
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value)
}

/** The theme the server wrote into the body class, so the first paint already matches. */
export function themeFromBodyClass(className: string): ThemeName {
  const found = className.split(/\s+/).find((name) => isThemeName(name.replace(/-theme$/, '')))
  return found ? (found.replace(/-theme$/, '') as ThemeName) : DEFAULT_THEME
}

const darkThemeDefaults: Components<Theme> = {
  MuiButton: { defaultProps: { color: 'secondary' } },
  MuiLink: { defaultProps: { color: 'secondary' } },
}

/** Every dialog fills a phone's screen, as MUI's `fullScreen` would, without each dialog asking for it. */
const fullScreenPaper = {
  margin: 0,
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
} as const

export function createShopTheme(name: ThemeName): Theme {
  const colours = palettes[name]
  return createTheme({
    palette: {
      mode: colours.mode,
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      success: { main: '#2e7d32' },
      ...(colours.background ? { background: { default: colours.background, paper: colours.paper } } : {}),
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // On dark themes the primary colour is too dim for text on paper; links and text buttons use the accent.
      ...(colours.mode === 'dark' ? darkThemeDefaults : {}),
      MuiDialog: {
        styleOverrides: { paper: ({ theme }) => ({ [theme.breakpoints.down('sm')]: fullScreenPaper }) },
      },
      // On a phone the paging controls wrap onto a second line instead of scrolling out of sight.
      MuiTablePagination: {
        styleOverrides: {
          toolbar: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', justifyContent: 'center', paddingInline: 0 },
          }),
          spacer: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }),
          actions: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { marginLeft: 0 } }),
        },
      },
      // A phone has no room for MUI's 16 px on each side of every cell.
      MuiTableCell: {
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { paddingInline: theme.spacing(1) } }),
        },
      },
    },
  })
}
