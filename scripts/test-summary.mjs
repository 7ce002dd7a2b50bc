#!/usr/bin/env node
// Prints one closing line over the unit suites (the server's also run through a workshop team) and browser suites: "N passed, N failed" (read by CI tooling).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let passed = 0
let failed = 0
let skipped = 0
for (const file of [
  'test-results/unit.json',
  'test-results/through-workshop.json',
  'test-results/e2e.json',
  'test-results/e2e-through-workshop.json',
]) {
  const report = path.join(root, file)
  if (!existsSync(report)) continue
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests ?? 0
  failed += json.numFailedTests ?? 0
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
