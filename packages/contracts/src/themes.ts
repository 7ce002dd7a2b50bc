/** The colour themes a shop can be configured with (`application.theme`, docs/configuration.md). */
export const themeNames = [
  'bluegrey-lightgreen',
  'blue-lightblue',
  'deeppurple-amber',
  'indigo-pink',
  'pink-bluegrey',
  'purple-green',
  'deeporange-indigo',
  'lime-green',
  'neon-fire',
] as const

export type ThemeName = (typeof themeNames)[number]
