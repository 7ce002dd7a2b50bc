import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

interface Swap {
  /** The MUI module whose import is swapped (and only its import: every other importer keeps MUI's module). */
  importer: RegExp
  /** The import as MUI writes it there. */
  source: string
  /** Our module, relative to this file. */
  replacement: string
}

const swaps: Swap[] = [
  // The shop's themes are plain MUI themes (no `cssVariables`, no `colorSchemes`), so createTheme and
  // ThemeProvider always take their path without CSS variables; the other path (CSS-variable theme, colour-scheme
  // provider and its script: 7.2 KiB gzipped of main.js, measured 2026-11-29) is replaced by a stand-in that says so
  // if ever reached. Kept because it saves more than 5 KiB of every first visit; the build fails if MUI changes under it.
  {
    importer: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    replacement: '../src/components/theme-without-css-variables.ts',
  },
  {
    importer: /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
    replacement: '../src/components/theme-without-css-variables.ts',
  },
]

/**
 * Swaps single imports inside MUI for smaller stand-ins of ours. The build fails when MUI no longer imports what
 * a swap expects (after an update), so a swap cannot silently stop applying.
 */
export function muiSwaps(): Plugin {
  const seen = new Set<Swap>()
  const done = new Set<Swap>()
  return {
    name: 'juicy:mui-swaps',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null
      for (const swap of swaps) {
        if (!swap.importer.test(importer)) continue
        seen.add(swap)
        if (source !== swap.source) continue
        done.add(swap)
        return fileURLToPath(new URL(swap.replacement, import.meta.url))
      }
      return null
    },
    buildEnd(error) {
      if (error) return
      for (const swap of seen) {
        if (!done.has(swap))
          this.error(`${swap.importer.source} no longer imports ${swap.source}: see build/mui-swaps.ts`)
      }
    },
  }
}
