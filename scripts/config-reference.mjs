#!/usr/bin/env node
// Writes docs/configuration.md, the configuration reference, from the server's configuration schema, the key
// descriptions and the environment variables beside it (apps/server/src/config) and the bundled profiles (config/).
// `npm run check` runs before `npm run build`, so nothing here may rely on apps/*/dist: the TypeScript module is
// bundled on the fly with esbuild (into node_modules/.cache, so that its createRequire calls still find packages).
//
//   node scripts/config-reference.mjs           writes docs/configuration.md
//   node scripts/config-reference.mjs --check   fails when it is stale, or when a key, an environment variable
//                                               or a profile lacks its description
import { build } from 'esbuild'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import prettier from 'prettier'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = path.join(root, 'docs', 'configuration.md')
const bundle = path.join(root, 'node_modules', '.cache', 'config-reference', 'build-reference.mjs')

mkdirSync(path.dirname(bundle), { recursive: true })
await build({
  entryPoints: [path.join(root, 'apps/server/src/config/reference/build-reference.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // The contracts' sources, so that a fresh checkout needs no build of packages/contracts first.
  alias: { '@juicy/contracts': path.join(root, 'packages/contracts/src/index.ts') },
  packages: 'external',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
const { buildConfigReference } = await import(pathToFileURL(bundle).href)
const { markdown, problems } = buildConfigReference(root)
const formatted = await prettier.format(markdown, {
  ...(await prettier.resolveConfig(output)),
  filepath: output,
})

if (process.argv.includes('--check')) {
  const stale = !existsSync(output) || readFileSync(output, 'utf8') !== formatted
  if (stale) problems.push('docs/configuration.md is stale: run `npm run config-reference`')
  if (problems.length > 0) {
    console.error(`configuration reference:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('configuration reference: every key described, docs/configuration.md up to date')
} else {
  writeFileSync(output, formatted)
  if (problems.length > 0) {
    console.error(`configuration reference written, but incomplete:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('configuration reference: docs/configuration.md written')
}
