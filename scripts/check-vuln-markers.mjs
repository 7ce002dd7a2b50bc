#!/usr/bin/env node
// Fails when a vulnerability marker names a challenge key the catalogue does not know (docs/contributing.md).
// Marker grammar: `vuln-code-snippet (start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end) <key> [<key>...]`, and lint
// suppressions on marked lines must give the reason as `-- vuln:<key>`.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const keys = new Set(
  YAML.parse(readFileSync(path.join(root, 'data', 'challenges.yml'), 'utf8')).map((c) => c.key),
)
const sourceFolders = ['apps/server/src', 'apps/web/src']
const markerPattern =
  /vuln-code-snippet\s+(start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end)\s+([\w ]+)/g
const reasonPattern = /--\s*vuln:(\w+)/g

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry)
    if (statSync(file).isDirectory()) yield* sourceFiles(file)
    // Tests hold example markers of made-up keys (the snippet extraction's own tests).
    else if (/\.(ts|tsx|js|mjs|sol)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield file
  }
}

const problems = []
let markers = 0
for (const folder of sourceFolders) {
  const absolute = path.join(root, folder)
  try {
    statSync(absolute)
  } catch {
    continue
  }
  for (const file of sourceFiles(absolute)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const where = `${path.relative(root, file)}:${index + 1}`
        for (const match of line.matchAll(markerPattern)) {
          for (const key of match[2].trim().split(/\s+/)) {
            markers++
            if (!keys.has(key)) problems.push(`${where}: marker names unknown challenge "${key}"`)
          }
        }
        for (const match of line.matchAll(reasonPattern)) {
          if (!keys.has(match[1]))
            problems.push(`${where}: lint suppression names unknown challenge "${match[1]}"`)
        }
      })
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`vulnerability markers: ${markers} checked, all name known challenges`)
