import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { BuildOptions, Plugin } from 'esbuild'

export interface WorkerScript {
  /** Base name of the worker module: `<name>.js` when built, `<name>.ts` in the sources. */
  name: string
  /** `import.meta.url` of the module starting the worker; the worker's file lies beside it. */
  nextTo: string
  /** What the in-memory bundle of the TypeScript source needs beyond the defaults. */
  build?: Pick<BuildOptions, 'banner' | 'define' | 'plugins'>
}

/**
 * Where a worker thread's code comes from. Worker threads cannot load TypeScript, so:
 * - built server: scripts/bundle-server.mjs writes the server and `dist/<name>.js` into `dist/` (the
 *   same relative URL also finds tsc's output next to the compiled module that starts the worker);
 * - TypeScript sources (Vitest, `npm run dev` with tsx): `<name>.ts` is bundled in memory with esbuild, a dev
 *   dependency only imported on this path, and started from a `data:` URL, so nothing is written to disk.
 */
export async function resolveWorkerScript({ name, nextTo, build = {} }: WorkerScript): Promise<URL> {
  const built = new URL(`./${name}.js`, nextTo)
  if (existsSync(built)) return built
  const source = new URL(`./${name}.ts`, nextTo)
  if (existsSync(source)) return bundleFromSource(source, build)
  throw new Error(`${name} not found next to ${nextTo}; run npm run build -w apps/server`)
}

async function bundleFromSource(source: URL, options: WorkerScript['build']): Promise<URL> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    ...options,
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild produced no bundle for ${fileURLToPath(source)}`)
  return new URL(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`)
}

/**
 * An ES module bundle has no `require`; CommonJS packages inside it get one that resolves Node built-ins only, so
 * any base path works (also for a `data:` module).
 */
export const builtinRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(process.cwd() + '/');"

/**
 * A `data:` module cannot resolve package names, so the package is imported by its absolute file URL instead
 * (for packages that load files relative to themselves and therefore stay outside the bundle).
 */
export function absolutePackage(packageName: string): Plugin {
  return {
    name: `absolute-${packageName}`,
    setup(build) {
      const filter = new RegExp(`^${packageName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      build.onResolve({ filter }, async (args) => {
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
}
