import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const standIn = fileURLToPath(new URL('../src/components/page-button-tooltip.tsx', import.meta.url))
const importer = /@mui[\\/]material[\\/]TablePaginationActions[\\/]TablePaginationActions\.mjs$/

/**
 * MUI's paging buttons (TablePagination's first/previous/next/last) each sit in a Tooltip, which brings Popper and
 * popper.js (some 11 KiB gzipped) into the search page's first visit for four one-word labels. Inside
 * TablePaginationActions only, the Tooltip is swapped for a stand-in that shows the same label with CSS (see the
 * component). The build fails when MUI no longer imports its Tooltip there, so an update cannot drop the swap
 * unnoticed.
 */
export function pageButtonTooltip(): Plugin {
  let swapped = false
  let actionsLoaded = false
  return {
    name: 'juicy:page-button-tooltip',
    enforce: 'pre',
    resolveId(source, from) {
      if (!from || !importer.test(from)) return null
      actionsLoaded = true
      if (source !== '../Tooltip/index.mjs') return null
      swapped = true
      return standIn
    },
    buildEnd(error) {
      if (!error && actionsLoaded && !swapped)
        this.error(
          'TablePaginationActions no longer imports ../Tooltip/index.mjs: update build/page-button-tooltip.ts',
        )
    },
  }
}
