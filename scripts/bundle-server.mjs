#!/usr/bin/env node
// Bundles the server into apps/server/dist/server.cjs, started by the launcher dist/main.cjs
// (apps/server/src/code-cache-launcher.ts), which compiles it with the V8 code cache scripts/code-cache.mjs writes.
// The bundle is CommonJS because only a classic script can be compiled with a code cache; `import.meta.url` is
// replaced by the bundle's own file URL and the bundle stays in strict mode, as the ES module build was.
// Loading one file instead of hundreds of modules cuts the cold start by about a quarter. better-sqlite3 (native) and socket.io's optional native helpers stay external;
// libraries the code loads on demand with createRequire (yaml, pdfkit in its worker) are resolved from node_modules
// at run time. mingo is bundled from its ES modules, so only the query operators the shop imports are in it.
// swagger-ui-express is bundled so that it shares the server's Express; swagger-ui-dist stays outside because it
// locates its assets relative to its own folder. The `openai` client stays outside too: only the chatbot's `openai`
// engine imports it, on its first request, so the shop's start never parses it.
//
// The sandbox's worker thread gets its own bundle, apps/server/dist/sandbox-worker.js, which the server finds
// beside main.cjs (apps/server/src/sandbox/worker-script.ts). quickjs-emscripten stays external because it loads its
// .wasm file relative to its own module; esbuild stays external because only the TypeScript-source path imports it.
// The XML/YAML upload parser's worker is bundled the same way into dist/document-worker.js, and the bounded SQL
// worker (injected login and search queries, apps/server/src/platform/sql/bounded-query.ts) into dist/sql-worker.js
// with sql.js inside; sql.js's WebAssembly binary is copied beside it as dist/sql-wasm.wasm.
// Express, accepts, send and type-is each install their own copy of mime-db's type table; bundled as they are, the
// start parsed it five times. Every import of mime-db resolves to Express's (the newest) instead.
// accepts, send and type-is also carry their own copies of mime-types, of the same version as Express's (or, for
// multer's and Socket.IO's older ones, used for nothing that differs): those imports get Express's copy, so its
// extension tables are built once.
// depd is replaced by a stand-in that loads it on first use (scripts/bundle-shims/, depdStandIn below): loading
// it at start costs some 6 % of the cold start (2026-11-29). debug and Node's assert had stand-ins too; each gained
// less than 5 % of the cold start, so they are loaded as they are.
// After bundling, the worker is started once and must evaluate a payload, so a build whose dist/ lacks what the
// worker needs fails here rather than at the first player request.
import { build, transform } from 'esbuild'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'apps/server/dist')
const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' }
const serverOptions = {
  ...common,
  allowOverwrite: true,
  external: ['better-sqlite3', 'bufferutil', 'utf-8-validate', 'esbuild', 'swagger-ui-dist', 'openai'],
  plugins: [
    esModulesOf('mingo'),
    sameVersionAsExpress('mime-types', { alsoFor: inPackages(['type-is', 'accepts']) }),
    depdStandIn(),
  ],
  alias: { 'mime-db': mimeDbOfExpress() },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
}
const classicServerOptions = {
  ...serverOptions,
  format: 'cjs',
  // `import()` of an external package (the chatbot's optional OpenAI client) becomes `require()`, which a classic
  // script has without the vm module's experimental dynamic-import hook.
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "'use strict'; const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
}
/** `require` as Express would call it, to find the copies of packages Express itself uses. */
function requireOfExpress() {
  return createRequire(
    createRequire(path.join(root, 'apps/server/package.json')).resolve('express/package.json'),
  )
}

/**
 * The folder of the mime-db that Express's own mime-types uses. The build fails when npm installed a newer mime-db
 * anywhere: the alias would then give that package an older type table than it asked for.
 */
function mimeDbOfExpress() {
  const fromMimeTypes = createRequire(requireOfExpress().resolve('mime-types/package.json'))
  const folder = path.dirname(fromMimeTypes.resolve('mime-db/package.json'))
  const version = packageVersion(folder)
  const newer = installedCopies(path.join(root, 'node_modules'), 'mime-db').filter(
    (copy) => compareVersions(packageVersion(copy), version) > 0,
  )
  if (newer.length > 0)
    throw new Error(
      `mime-db ${version} of Express is older than ${newer.join(', ')}: review the mime-db alias`,
    )
  return folder
}

function packageVersion(folder) {
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version
}

/** Negative, zero or positive as version `a` (major.minor.patch) is older than, equal to or newer than `b`. */
function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number))
  return x.map((part, i) => part - y[i]).find((difference) => difference !== 0) ?? 0
}

/** Every folder of `packageName` that npm installed below `modules`, nested copies included. */
function installedCopies(modules, packageName) {
  if (!existsSync(modules)) return []
  return readdirSync(modules).flatMap((name) => {
    const folder = path.join(modules, name)
    if (name.startsWith('@'))
      return readdirSync(folder).flatMap((inner) =>
        installedCopies(path.join(folder, inner, 'node_modules'), packageName),
      )
    const own = name === packageName ? [folder] : []
    return [...own, ...installedCopies(path.join(folder, 'node_modules'), packageName)]
  })
}

/**
 * Every import of `packageName` whose resolved copy has the same version as Express's gets Express's copy: npm
 * installs identical copies side by side (accepts, send and type-is each carry mime-types 3.0.2 because the root has
 * 2.1.35), and bundled as they are, each copy built its own extension tables at start. Other versions keep their own,
 * except in the packages `alsoFor` matches: multer's type-is 1.6 and Socket.IO's accepts 1.3 import mime-types 2.1
 * but never look a type up in the shop (multer only asks whether a request is multipart, Socket.IO negotiates
 * encodings), so they share Express's copy too instead of building a second set of tables (some 2 ms of every start).
 */
function sameVersionAsExpress(packageName, { alsoFor } = {}) {
  const expressCopy = requireOfExpress().resolve(packageName)
  const versionOf = (entry) => {
    let folder = path.dirname(entry)
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder)
    return packageVersion(folder)
  }
  const expressVersion = versionOf(expressCopy)
  return {
    name: `same-version-as-express-${packageName}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${packageName}$`) }, async (args) => {
        if (args.pluginData?.resolvingOwnCopy) return undefined
        const own = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { resolvingOwnCopy: true },
        })
        if (own.errors.length > 0) return own
        const sharesExpressCopy = versionOf(own.path) === expressVersion || alsoFor?.test(args.importer)
        return sharesExpressCopy ? { path: expressCopy } : own
      })
    },
  }
}

/** Matches the path of a file inside one of `packages`, in whichever node_modules folder npm put its copy. */
function inPackages(packages) {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`)
}

/**
 * depd reads a stack trace for every module that creates a deprecation function, as that module loads, which the
 * shop's start does not need: it gets a stand-in (scripts/bundle-shims/depd.cjs) that loads the real depd when a
 * deprecated use is first reported. The stand-in's own import gets the real library.
 */
function depdStandIn() {
  const shims = path.join(root, 'scripts/bundle-shims')
  return {
    name: 'depd-stand-in',
    setup(build) {
      build.onResolve({ filter: /^depd$/ }, (args) =>
        args.importer.startsWith(shims) ? undefined : { path: path.join(shims, 'depd.cjs') },
      )
    },
  }
}

await build({
  ...classicServerOptions,
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(dist, 'server.cjs'),
})
await keepCommentsAscii(path.join(dist, 'server.cjs'))
// The launcher is CommonJS too: Node starts a CommonJS entry without its ES module loader, about 8 ms sooner.
await build({
  ...common,
  format: 'cjs',
  allowOverwrite: true,
  entryPoints: [path.join(root, 'apps/server/src/code-cache-launcher.ts')],
  outfile: path.join(dist, 'main.cjs'),
  define: { 'import.meta.url': '__launcherUrl' },
  banner: { js: "'use strict'; const __launcherUrl = require('node:url').pathToFileURL(__filename).href;" },
})
// tsc's own dist/main.js (the unbundled entry) would be a second, slower way to start the shop: only main.cjs stays.
for (const file of ['main.js', 'main.js.map']) rmSync(path.join(dist, file), { force: true })
// `npm run ctf-export` (apps/server/src/ctf-export/ctf-export-main.ts) runs from its own bundle beside main.cjs, built
// like the server's.
await build({
  ...serverOptions,
  entryPoints: [path.join(root, 'apps/server/src/ctf-export/ctf-export-main.ts')],
  outfile: path.join(dist, 'ctf-export.js'),
})
await build({
  ...common,
  entryPoints: [path.join(root, 'apps/server/src/sandbox/sandbox-worker.ts')],
  outfile: path.join(dist, 'sandbox-worker.js'),
  allowOverwrite: true,
  external: ['quickjs-emscripten'],
})
await checkSandboxWorker(path.join(dist, 'sandbox-worker.js'))
// The document worker (XML and YAML uploads, apps/server/src/platform/parsers/document-sandbox.ts) carries its
// parsers inside; `yaml` is CommonJS and needs a `require` for Node built-ins.
await build({
  ...common,
  entryPoints: [path.join(root, 'apps/server/src/platform/parsers/document-worker.ts')],
  outfile: path.join(dist, 'document-worker.js'),
  allowOverwrite: true,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
await checkDocumentWorker(path.join(dist, 'document-worker.js'))
// sql.js is CommonJS: it requires Node built-ins and reads __dirname only to find its .wasm file, whose path the
// server hands over instead.
await build({
  ...common,
  entryPoints: [path.join(root, 'apps/server/src/platform/sql/sql-worker.ts')],
  outfile: path.join(dist, 'sql-worker.js'),
  allowOverwrite: true,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { __dirname: '"."' },
})
// Order confirmation PDFs are rendered in their own worker (apps/server/src/modules/checkout/order-confirmation-pdf.ts);
// pdfkit stays external because it reads its font metrics relative to its own folder.
await build({
  ...common,
  entryPoints: [path.join(root, 'apps/server/src/modules/checkout/order-confirmation-worker.ts')],
  outfile: path.join(dist, 'order-confirmation-worker.js'),
  allowOverwrite: true,
  external: ['pdfkit'],
})
await checkOrderConfirmationWorker(path.join(dist, 'order-confirmation-worker.js'))
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'))
copyFileSync(serverRequire.resolve('sql.js/dist/sql-wasm.wasm'), path.join(dist, 'sql-wasm.wasm'))
await checkSqlWorker(path.join(dist, 'sql-worker.js'), path.join(dist, 'sql-wasm.wasm'))
console.log(
  'bundled the server into apps/server/dist/server.cjs (started by dist/main.cjs), dist/ctf-export.js, dist/sandbox-worker.js, dist/document-worker.js, dist/sql-worker.js and dist/order-confirmation-worker.js',
)

/** One order confirmation rendered by the bundled worker must be a PDF file. */
async function checkOrderConfirmationWorker(file) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'juicy-pdf-check-'))
  const target = path.join(folder, 'order.pdf')
  const order = {
    orderId: 'check',
    lines: [{ quantity: 1, name: 'Apple Juice', price: 1.99, total: 1.99 }],
    totals: { itemTotal: 1.99, deliveryPrice: 0, discount: 0, totalPrice: 1.99, bonus: 0 },
    customerEmail: 'check@juice-sh.op',
    placedAt: new Date(),
  }
  const worker = new Worker(pathToFileURL(file))
  try {
    const reply = await new Promise((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
      worker.postMessage({ id: 1, job: { file: target, shopName: 'Check', order } })
    })
    if (!reply.ok || !readFileSync(target).subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw new Error(`order-confirmation worker check failed: ${JSON.stringify(reply)}`)
  } finally {
    await worker.terminate()
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * Makes the bundle pure ASCII, so that the launcher can read it as Latin-1: V8 then keeps the 3.5 MB of source as a
 * one-byte string, where one non-ASCII character makes the UTF-8 decoder produce a two-byte copy (about 15 ms of
 * the cold start). esbuild already writes code in ASCII (its default charset escapes other characters); only the
 * comments it keeps from the libraries carry a few, and each becomes `?` (one per UTF-16 unit, so no column moves).
 * Proof that nothing but comments changed: the bundle minified without whitespace and comments is the same before
 * and after.
 */
async function keepCommentsAscii(file) {
  const original = readFileSync(file, 'utf8')
  const ascii = original.replace(/[\u0080-\uffff]/g, '?')
  if (ascii === original) return
  const codeOf = async (source) => (await transform(source, { minifyWhitespace: true })).code
  if ((await codeOf(ascii)) !== (await codeOf(original)))
    throw new Error(`${file} has non-ASCII characters outside comments`)
  writeFileSync(file, ascii)
}

/** Resolves `<package>/<sub path>` to the package's ES module build (tree-shakable; Node would pick CommonJS). */
function esModulesOf(packageName) {
  const esm = path.join(
    path.dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)),
    'esm',
  )
  return {
    name: `es-modules-of-${packageName}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${packageName}(/|$)`) }, (args) => {
        const base = path.join(esm, args.path.slice(packageName.length))
        const file = [`${base}.js`, path.join(base, 'index.js')].find((candidate) => existsSync(candidate))
        if (!file) return { errors: [{ text: `no ES module build for ${args.path}` }] }
        return { path: file }
      })
    },
  }
}

/** One query through the bundled SQL worker (protocol of apps/server/src/platform/sql/bounded-protocol.ts). */
async function checkSqlWorker(file, wasmPath) {
  const settings = {
    wasmPath,
    functions: [],
    heapLimitBytes: 16 * 1024 * 1024,
    maxRows: 10,
    maxResultBytes: 1024,
  }
  const worker = new Worker(pathToFileURL(file), { workerData: settings })
  try {
    const answer = await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()
      worker.on('error', reject)
      worker.on('message', (message) => {
        if (message.type === 'ready') {
          worker.postMessage({
            id: 1,
            sql: "SELECT 6 * 7 AS answer; SELECT 'not run'",
            mode: 'all',
            database: new Uint8Array(),
          })
        } else if (message.type === 'answer') resolve(message.answer)
      })
    })
    if (answer.kind !== 'rows' || JSON.stringify(answer.rows) !== '[{"answer":42}]') {
      throw new Error(`unexpected answer ${JSON.stringify(answer)}`)
    }
  } catch (error) {
    console.error(`the bundled SQL worker does not work: ${error.message}`)
    process.exitCode = 1
  } finally {
    await worker.terminate()
  }
}

/** One YAML job through the bundled document worker (protocol of apps/server/src/platform/parsers/document-worker.ts). */
async function checkDocumentWorker(file) {
  const worker = new Worker(pathToFileURL(file), {
    workerData: { format: 'yaml', text: 'a: [1, 2]', maxAliasCount: 100 },
  })
  try {
    const outcome = await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()
      worker.on('error', reject)
      worker.on('message', (message) => message.type === 'done' && resolve(message.outcome))
    })
    if (outcome.outcome !== 'parsed' || outcome.text !== '{"a":[1,2]}') {
      throw new Error(`unexpected answer ${JSON.stringify(outcome)}`)
    }
  } catch (error) {
    console.error(`the bundled document worker does not work: ${error.message}`)
    process.exitCode = 1
  } finally {
    await worker.terminate()
  }
}

/** Speaks the worker protocol of apps/server/src/sandbox/sandbox-types.ts: wait for `ready`, run one job. */
async function checkSandboxWorker(file) {
  const worker = new Worker(pathToFileURL(file))
  const limits = { timeoutMs: 2000, memoryBytes: 16 * 1024 * 1024 }
  const job = {
    kind: 'evaluate',
    code: "require('child_process').exec('id'); 6 * 7",
    globalsJson: '{}',
    limits,
  }
  const attempts = []
  try {
    const result = await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()
      worker.on('error', reject)
      worker.on('message', (message) => {
        if (message.type === 'ready') worker.postMessage({ id: 1, job })
        else if (message.type === 'attempt') attempts.push(message.attempt.api)
        else if (message.type === 'done') resolve(message.result)
      })
    })
    if (!result.ok || result.valueJson !== '42' || !attempts.includes('child_process.exec')) {
      throw new Error(`unexpected answer ${JSON.stringify({ result, attempts })}`)
    }
  } catch (error) {
    console.error(`the bundled sandbox worker does not work: ${error.message}`)
    process.exitCode = 1
  } finally {
    await worker.terminate()
  }
}
