import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

/**
 * The built server's entry (`dist/main.cjs`). The server itself is one CommonJS bundle, `dist/server.cjs`; this
 * launcher compiles it with V8's code cache, `dist/server.cjs.cache`, which `npm run build` writes after one start of
 * the shop (scripts/code-cache.mjs). Compiling a 3.7 MB bundle and the functions the start runs costs about a
 * quarter of the cold start; with the cache V8 deserialises them instead. A cache that does not fit (another Node
 * version, other V8 flags) is rejected by V8 and the bundle is compiled as without one.
 */
const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url))
const cacheFile = `${bundle}.cache`
/**
 * For the build only: `write` makes this process write the cache as it exits (with every function its start and
 * requests compiled); `report` prints whether V8 accepted the cache.
 */
const mode = process.env.JUICY_CODE_CACHE
const writesCache = mode === 'write'
const cachedData = !writesCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined

// The same wrapper as Node's own CommonJS loader, on the bundle's first line so stack traces keep their positions.
// The build makes the bundle pure ASCII (scripts/bundle-server.mjs), so Latin-1 reads it exactly and V8 keeps it as
// a one-byte string instead of decoding UTF-8 into a two-byte copy.
const wrapped = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(bundle, 'latin1')}\n})`
const script = new vm.Script(wrapped, {
  filename: bundle,
  cachedData,
})
if (writesCache) process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()))
if (mode === 'report') {
  console.log(
    cachedData ? `code cache ${script.cachedDataRejected ? 'rejected' : 'accepted'}` : 'no code cache',
  )
}

const module = { exports: {} }
;(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  path.dirname(bundle),
)
