import { copyFileSync, createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The Solidity compiler for the web3 sandbox: solc's `soljson.js` (the compiler built for JavaScript, GPL-3.0) is
 * served as a separate, unmodified file beside its licence, under `assets/solc/`, and loaded by the sandbox's
 * worker with `importScripts`. It is never bundled into our code.
 */
export const SOLC_FOLDER = 'assets/solc'

const require = createRequire(import.meta.url)

interface SolJson {
  cwrap(name: string, returns: string, args: string[]): () => string
}

function solcPackage(): { folder: string; version: string } {
  const manifest = require.resolve('solc/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return { folder: path.dirname(manifest), version }
}

/**
 * `LICENSE.txt` for the copy: what the file is, where its source is, and the licence text the compiler itself
 * carries (GPL-3.0 in full, plus the notices of the parts it incorporates), read from the compiler.
 */
export function solcLicenceText(): string {
  const { folder, version } = solcPackage()
  const solJson = require(path.join(folder, 'soljson.js')) as SolJson
  const compilerVersion = solJson.cwrap('solidity_version', 'string', [])()
  const licence = solJson.cwrap('solidity_license', 'string', [])()
  return [
    `soljson.js: the Solidity compiler ${compilerVersion}, compiled to JavaScript/WebAssembly.`,
    `Copied unmodified from the npm package solc ${version} (https://www.npmjs.com/package/solc).`,
    'Licence: GNU General Public License version 3 (GPL-3.0); the complete licence text follows.',
    'Source code: https://github.com/ethereum/solidity (tag v' + compilerVersion.split('+')[0] + ').',
    'The Juicy Shop loads this file as a separate program in a web worker of its smart-contract sandbox.',
    '',
    '-'.repeat(100),
    '',
    licence.trim(),
    '',
  ].join('\n')
}

/** Copies `soljson.js` and writes its licence into the build; serves both from node_modules in development. */
export function solcAsset(): Plugin {
  let outDir = 'dist'
  return {
    name: 'juicy:solc-asset',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(`/${SOLC_FOLDER}/`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]
        if (name === '/soljson.js') {
          res.setHeader('Content-Type', 'text/javascript')
          createReadStream(path.join(solcPackage().folder, 'soljson.js')).pipe(res)
        } else if (name === '/LICENSE.txt') {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end(solcLicenceText())
        } else next()
      })
    },
    writeBundle() {
      const target = path.join(outDir, SOLC_FOLDER)
      mkdirSync(target, { recursive: true })
      copyFileSync(path.join(solcPackage().folder, 'soljson.js'), path.join(target, 'soljson.js'))
      writeFileSync(path.join(target, 'LICENSE.txt'), solcLicenceText())
    },
  }
}
