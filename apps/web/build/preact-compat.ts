import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/**
 * The browser bundle renders with Preact through its React compatibility layer instead of react-dom: the same
 * components and hooks, about 55 KiB less gzipped JavaScript on a first visit (react-dom alone was 62 KiB of
 * the 207 KiB entry). The sources and their types still import `react`; only the bundle swaps the packages.
 */
export const preactCompat: Alias[] = [
  // Preact's createRoot, plus React's focus of `autoFocus` elements on mount.
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('../src/lib/preact-client.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
]
