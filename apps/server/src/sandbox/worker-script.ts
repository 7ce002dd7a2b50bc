import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'

/**
 * Where the sandbox worker's code comes from. Worker threads cannot load TypeScript, so:
 * - built server: `dist/main.js` is a bundle and scripts/bundle-server.mjs writes `dist/sandbox-worker.js` beside it
 *   (the same relative URL also finds tsc's `dist/sandbox/sandbox-worker.js` next to `dist/sandbox/worker-script.js`);
 * - TypeScript sources (Vitest, `npm run dev` with tsx): `sandbox-worker.ts` is bundled in memory with esbuild, a dev
 *   dependency only imported on this path, and started from a `data:` URL, so nothing is written to disk.
 */
export async function resolveWorkerScript(): Promise<URL> {
  const built = new URL('./sandbox-worker.js', import.meta.url)
  if (existsSync(built)) return built
  const source = new URL('./sandbox-worker.ts', import.meta.url)
  if (existsSync(source)) return bundleFromSource(source)
  throw new Error(`sandbox worker not found next to ${import.meta.url}; run npm run build -w apps/server`)
}

async function bundleFromSource(source: URL): Promise<URL> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [absoluteQuickJs],
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no sandbox worker')
  return new URL(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`)
}

/** A data: module cannot resolve package names, so QuickJS is imported by its absolute file URL instead. */
const absoluteQuickJs: Plugin = {
  name: 'absolute-quickjs',
  setup(build) {
    build.onResolve({ filter: /^quickjs-emscripten$/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      return { path: pathToFileURL(resolved.path).href, external: true }
    })
  },
}
