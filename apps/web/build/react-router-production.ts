import { createRequire } from 'node:module'
import path from 'node:path'
import type { Alias } from 'vite'

const packageFolder = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))

/**
 * react-router 7's package exports only its development build (extra checks and console warnings); the
 * production build it ships beside it is the same code without them. Both entry points the browser can import
 * (`react-router` and `react-router/dom`) point at it, so no module of the development build is bundled.
 */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(packageFolder, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(packageFolder, 'dist/production/dom-export.mjs') },
]
