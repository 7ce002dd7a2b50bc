import type { ShopConfig } from '../config/schema.js'

/** Colours of the configured theme, matching the client's palettes (apps/web/src/components/theme.ts). */
export interface PageColours {
  primary: string
  accent: string
  background: string
  paper: string
  text: string
}

type ThemeName = ShopConfig['application']['theme']

const dark = (primary: string, accent: string, background: string, paper: string): PageColours => ({
  primary,
  accent,
  background,
  paper,
  text: '#ffffff',
})

const light = (primary: string, accent: string): PageColours => ({
  primary,
  accent,
  background: '#fafafa',
  paper: '#ffffff',
  text: 'rgba(0, 0, 0, 0.87)',
})

const palettes: Record<ThemeName, PageColours> = {
  'bluegrey-lightgreen': dark('#546e7a', '#8bc34a', '#303030', '#424242'),
  'blue-lightblue': light('#1976d2', '#03a9f4'),
  'deeppurple-amber': light('#673ab7', '#ffc107'),
  'indigo-pink': light('#3f51b5', '#e91e63'),
  'pink-bluegrey': dark('#c2185b', '#90a4ae', '#2b2b2b', '#3a3a3a'),
  'purple-green': dark('#7b1fa2', '#69f0ae', '#2c2c2c', '#3c3c3c'),
  'deeporange-indigo': light('#e64a19', '#3f51b5'),
  'lime-green': light('#827717', '#43a047'),
  'neon-fire': dark('#ff3d00', '#ffea00', '#120b0b', '#241414'),
}

export const coloursOf = (theme: ThemeName): PageColours => palettes[theme]
