/**
 * Stands in for MUI's CSS-variable theme code (createThemeWithVars and CssVarsProvider), swapped in at build time by
 * build/mui-swaps.ts: the shop's themes never use CSS variables or colour schemes, so MUI never calls these. A
 * theme that starts to use them must drop the swap.
 */
function cssVariablesNotBuilt(): never {
  throw new Error('MUI CSS-variable themes are not part of this build (see apps/web/build/mui-swaps.ts)')
}

export default cssVariablesNotBuilt
export const CssVarsProvider = cssVariablesNotBuilt
