#!/usr/bin/env node
// Writes data/static/ftp/package-lock.json.bak, the npm lockfile (lockfileVersion 3) matching the old manifest
// package.json.bak next to it in /ftp. Only the direct dependencies are locked: the file
// corroborates resolved versions (epilogue-js 0.7.3, eslint-scope 3.7.3) and need not be installable.
// Integrity values are derived from name and version, so every run writes the same bytes.
// Usage: node scripts/make-package-lock.mjs
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ftp = path.join(root, 'data', 'static', 'ftp')
const manifest = JSON.parse(readFileSync(path.join(ftp, 'package.json.bak'), 'utf8'))

/** The versions npm would have picked for the manifest's ranges at the end of 2017 / early 2018. */
const resolved = {
  'body-parser': '1.18.2',
  colors: '1.1.2',
  config: '1.28.1',
  'cookie-parser': '1.4.3',
  cors: '2.8.4',
  dottie: '2.0.0',
  'epilogue-js': '0.7.3',
  errorhandler: '1.5.0',
  express: '4.16.2',
  'express-jwt': '0.1.3',
  'fs-extra': '4.0.3',
  glob: '5.0.15',
  grunt: '1.0.1',
  'grunt-angular-templates': '1.1.0',
  'grunt-contrib-clean': '1.1.0',
  'grunt-contrib-compress': '1.4.3',
  'grunt-contrib-concat': '1.0.1',
  'grunt-contrib-uglify': '3.2.1',
  hashids: '1.1.4',
  helmet: '3.9.0',
  'html-entities': '1.2.1',
  jasmine: '2.8.0',
  'js-yaml': '3.10.0',
  jsonwebtoken: '8.1.0',
  jssha: '2.3.1',
  libxmljs: '0.18.7',
  marsdb: '0.6.11',
  morgan: '1.9.0',
  multer: '1.3.0',
  pdfkit: '0.8.3',
  replace: '0.3.0',
  request: '2.83.0',
  'sanitize-html': '1.4.2',
  sequelize: '4.28.6',
  'serve-favicon': '2.4.5',
  'serve-index': '1.9.1',
  'socket.io': '2.0.4',
  sqlite3: '3.1.13',
  z85: '0.0.2',
  chai: '4.1.2',
  'codeclimate-test-reporter': '0.5.0',
  'cross-spawn': '5.1.0',
  eslint: '4.7.2',
  'eslint-scope': '3.7.3',
  'form-data': '2.3.1',
  frisby: '2.0.11',
  'grunt-cli': '1.2.0',
  'http-server': '0.10.0',
  'jasmine-reporters': '2.2.1',
  jest: '22.0.4',
  karma: '1.7.1',
  'karma-chrome-launcher': '2.2.0',
  'karma-cli': '1.0.1',
  'karma-coverage': '1.1.1',
  'karma-jasmine': '1.1.1',
  'karma-junit-reporter': '1.2.0',
  'karma-phantomjs-launcher': '1.0.4',
  'karma-safari-launcher': '1.0.0',
  'lcov-result-merger': '1.2.0',
  mocha: '4.0.1',
  nyc: '11.4.1',
  'phantomjs-prebuilt': '2.1.16',
  protractor: '5.2.2',
  shelljs: '0.7.8',
  sinon: '4.1.3',
  'sinon-chai': '2.14.0',
  'socket.io-client': '2.0.4',
  standard: '10.0.3',
  stryker: '0.19.3',
  'stryker-api': '0.11.0',
  'stryker-html-reporter': '0.11.3',
  'stryker-jasmine': '0.7.6',
  'stryker-karma-runner': '0.10.5',
  'stryker-mocha-runner': '0.10.5',
}

const integrity = (name, version) =>
  `sha512-${createHash('sha512').update(`${name}@${version}`).digest('base64')}`

function entry(name, dev) {
  const version = resolved[name]
  if (!version) throw new Error(`no resolved version for ${name}`)
  const file = name.split('/').pop()
  return {
    version,
    resolved: `https://registry.npmjs.org/${name}/-/${file}-${version}.tgz`,
    integrity: integrity(name, version),
    ...(dev ? { dev: true } : {}),
  }
}

const packages = {
  '': {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license,
    dependencies: manifest.dependencies,
    devDependencies: manifest.devDependencies,
    engines: manifest.engines,
  },
}
const names = [
  ...Object.keys(manifest.dependencies).map((name) => [name, false]),
  ...Object.keys(manifest.devDependencies).map((name) => [name, true]),
].sort(([a], [b]) => a.localeCompare(b))
for (const [name, dev] of names) packages[`node_modules/${name}`] = entry(name, dev)

const lock = { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages }
writeFileSync(path.join(ftp, 'package-lock.json.bak'), `${JSON.stringify(lock, null, 2)}\n`)
console.log(`locked ${names.length} packages`)
