#!/usr/bin/env node
// Compiles the bundled YAML files (configuration profiles, challenge catalogue, seed data) to JSON next to the
// server build, and records the coding challenges' keys; the server uses a compiled copy only while the source file
// is unchanged (platform/yaml-files.ts).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'apps', 'server', 'dist', 'compiled-data')
const sources = [
  ...readdirSync(path.join(root, 'config'))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => path.join('config', f)),
  path.join('data', 'challenges.yml'),
  ...readdirSync(path.join(root, 'data', 'seed'))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => path.join('data', 'seed', f)),
  path.join('data', 'chatbot', 'training-model.yml'),
]
/** Writes what was compiled from `source` (relative to the root) with the source's modification time. */
function writeCompiled(source, suffix, value) {
  const compiled = path.join(target, `${source}${suffix}`)
  mkdirSync(path.dirname(compiled), { recursive: true })
  writeFileSync(compiled, JSON.stringify({ mtimeMs: statSync(path.join(root, source)).mtimeMs, value }))
}
for (const source of sources) {
  writeCompiled(source, '.json', YAML.parse(readFileSync(path.join(root, source), 'utf8')))
}
// The coding challenges' keys, so that a start knows which challenges have one without reading their snippets
// (apps/server/src/challenges/coding/coding-data.ts); used only while the data file is unchanged, like the above.
const coding = path.join('data', 'coding-challenges.json')
writeCompiled(coding, '.keys.json', Object.keys(JSON.parse(readFileSync(path.join(root, coding), 'utf8'))))
console.log(
  `compiled ${sources.length} YAML files and the coding challenges' keys to ${path.relative(root, target)}`,
)
