import { absolutePackage, resolveWorkerScript as resolveScript } from '../platform/workers/worker-script.js'

/**
 * The sandbox worker's code (see platform/workers/worker-script.ts): `dist/sandbox-worker.js` when built, else
 * `sandbox-worker.ts` bundled in memory. quickjs-emscripten stays outside the bundle because it loads its .wasm
 * file relative to its own module.
 */
export const resolveWorkerScript = (): Promise<URL> =>
  resolveScript({
    name: 'sandbox-worker',
    nextTo: import.meta.url,
    build: { plugins: [absolutePackage('quickjs-emscripten')] },
  })
