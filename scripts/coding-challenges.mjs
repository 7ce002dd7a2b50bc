#!/usr/bin/env node
// Coding challenges ("find it" / "fix it") cut from our own source code.
//
//   node scripts/coding-challenges.mjs           writes data/coding-challenges.json (part of `npm run build`)
//   node scripts/coding-challenges.mjs --partial same, without requiring a snippet for every catalogue coding challenge
//   node scripts/coding-challenges.mjs --check   fails when a marked region is malformed, a fix no longer applies,
//                                                a catalogue coding challenge has no snippet, or the JSON is stale
//
// Sources:
// - Snippet regions in apps/server/src and apps/web/src (tests excluded), marked with comments:
//     // vuln-code-snippet start <key> [<key> ...]      opens a region for each key (a key may have several)
//     ... code ...  // vuln-code-snippet vuln-line <key> [...]     a line a player must select
//     ... code ...  // vuln-code-snippet neutral-line <key> [...]  may be selected without penalty
//     ... code ...  // vuln-code-snippet hide-line <key> [...]     left out of the snippet
//     // vuln-code-snippet hide-start <key> [...] ... hide-end <key> [...]   leaves out a block (e.g. a doc comment)
//     // vuln-code-snippet end <key> [<key> ...]        closes the regions
//   A line-level marker alone on its line applies to the next line. `/* ... */` and `{/* ... */}` forms work too.
//   Marker comments and lint directives (`eslint-disable...`) never appear in a snippet. Every region starts with a
//   comment line naming its file; several regions of one key follow each other, separated by an empty line (or by
//   a `// …` line between regions of the same file).
// - data/coding/<key>.yml per challenge: `hints` (1–3 texts shown after wrong "find it" attempts) and `fixes`
//   (3–4 options, exactly one `correct: true`, each with an `explanation` and `edits`: `{find, replace}` pairs applied
//   in order to the snippet; every `find` must occur exactly once, so a fix that no longer fits the code fails here).
//   `fixesOf: <otherKey>` reuses another challenge's fixes for a shared snippet. Start `find` and `replace` at the
//   first non-blank character (YAML block scalars drop the common indentation): the replacement's first line keeps
//   the found text's indentation, its further lines carry their full indentation within the snippet.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = path.join(root, 'data', 'coding-challenges.json')
const definitions = path.join(root, 'data', 'coding')
const sourceFolders = ['apps/server/src', 'apps/web/src']

const KINDS = ['start', 'end', 'vuln-line', 'neutral-line', 'hide-line', 'hide-start', 'hide-end']
const markerPattern = new RegExp(
  `vuln-code-snippet\\s+(${KINDS.join('|')})\\s+([\\w ]+?)\\s*(?:\\*/\\}?|$)`,
  'g',
)
// The comment holding a marker or a lint directive, from its opening to the end of the line (or its closing `*/}`).
const removablePattern =
  /\s*(?:\{\s*\/\*|\/\*|\/\/)\s*(?:vuln-code-snippet\b|eslint-disable)[^]*?(?:\*\/\s*\}?|$)/g

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry)
    if (statSync(file).isDirectory()) yield* sourceFiles(file)
    else if (/\.(ts|tsx|js|mjs|sol)$/.test(entry) && !/\.test\.(ts|tsx)$/.test(entry)) yield file
  }
}

/** The markers on one line: kind → keys. */
function markersOf(line) {
  const found = new Map()
  for (const match of line.matchAll(markerPattern)) {
    const keys = match[2].trim().split(/\s+/)
    found.set(match[1], [...(found.get(match[1]) ?? []), ...keys])
  }
  return found
}

const has = (markers, kind, key) => (markers.get(kind) ?? []).includes(key)

/** Reads every marked region of every source file; problems for malformed markers. */
export function readRegions(problems) {
  const regions = new Map() // key → [{ file, line, lines: [{ text, vuln, neutral }] }]
  const strayLines = [] // line-level vuln markers, to check that they lie inside their key's regions
  for (const folder of sourceFolders) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const relative = path.relative(root, file).split(path.sep).join('/')
      scanFile(relative, readFileSync(file, 'utf8'), { problems, regions, strayLines })
    }
  }
  return { regions, strayLines }
}

/** Adds one source file's regions (and its line-level markers) to `found`. */
export function scanFile(relative, text, { problems, regions, strayLines }) {
  const open = new Map() // key → region
  const hiding = new Set()
  let pending = new Map() // marks of a marker-only line, for the next line
  text.split('\n').forEach((raw, index) => {
    const where = `${relative}:${index + 1}`
    const markers = markersOf(raw)
    for (const key of markers.get('start') ?? []) {
      if (open.has(key)) problems.push(`${where}: second "start ${key}" before its "end"`)
      else open.set(key, { file: relative, line: index + 1, lines: [] })
    }
    for (const key of markers.get('hide-start') ?? []) hiding.add(key)
    const text = raw.replace(removablePattern, '').replace(/\s+$/, '')
    const markerOnly = text.trim() === '' && raw.trim() !== ''
    if (markerOnly) {
      for (const kind of ['vuln-line', 'neutral-line', 'hide-line'])
        for (const key of markers.get(kind) ?? []) pending.set(key, [...(pending.get(key) ?? []), kind])
    } else {
      for (const kind of ['vuln-line', 'neutral-line'])
        for (const key of markers.get(kind) ?? []) strayLines.push({ key, where, kind })
      for (const [key, kinds] of pending)
        for (const kind of kinds) if (kind !== 'hide-line') strayLines.push({ key, where, kind })
      for (const [key, region] of open) {
        const marks = new Set([...(pending.get(key) ?? [])])
        for (const kind of ['vuln-line', 'neutral-line', 'hide-line'])
          if (has(markers, kind, key)) marks.add(kind)
        if (hiding.has(key) || marks.has('hide-line')) continue
        region.lines.push({
          text,
          vuln: marks.has('vuln-line'),
          neutral: marks.has('neutral-line'),
          where,
        })
      }
      pending = new Map()
    }
    for (const key of markers.get('hide-end') ?? []) {
      if (!hiding.delete(key)) problems.push(`${where}: "hide-end ${key}" without "hide-start"`)
    }
    for (const key of markers.get('end') ?? []) {
      const region = open.get(key)
      if (!region) {
        problems.push(`${where}: "end ${key}" without "start"`)
        continue
      }
      open.delete(key)
      regions.set(key, [...(regions.get(key) ?? []), region])
    }
  })
  for (const [key, region] of open) problems.push(`${relative}:${region.line}: "start ${key}" without "end"`)
  for (const key of hiding) problems.push(`${relative}: "hide-start ${key}" without "hide-end"`)
}

/** One key's snippet: its regions, dedented, each after a comment naming its file; 1-based line numbers. */
export function snippetOf(regionList) {
  const lines = []
  const vulnLines = []
  const neutralLines = []
  let previousFile
  for (const region of [...regionList].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) {
    let body = region.lines
    while (body.length > 0 && body[0].text.trim() === '') body = body.slice(1)
    while (body.length > 0 && body.at(-1).text.trim() === '') body = body.slice(0, -1)
    const indent = Math.min(
      ...body.filter((l) => l.text.trim() !== '').map((l) => /^\s*/.exec(l.text)[0].length),
    )
    if (region.file === previousFile) lines.push('// …')
    else {
      if (lines.length > 0) lines.push('')
      lines.push(`// ${region.file}`)
    }
    previousFile = region.file
    for (const line of body) {
      lines.push(line.text.slice(Number.isFinite(indent) ? indent : 0))
      if (line.vuln) vulnLines.push(lines.length)
      if (line.neutral) neutralLines.push(lines.length)
    }
  }
  return { snippet: lines.join('\n'), vulnLines, neutralLines }
}

const countOf = (text, part) => (part === '' ? 0 : text.split(part).length - 1)

/** A definition's fixes applied to the snippet; problems for edits that do not fit. */
function fixesFor(key, definition, snippet, problems) {
  const fixes = definition.fixes ?? []
  if (fixes.length < 3 || fixes.length > 4)
    problems.push(`data/coding/${key}.yml: needs 3 or 4 fixes, has ${fixes.length}`)
  const correct = fixes.filter((fix) => fix.correct === true).length
  if (correct !== 1) problems.push(`data/coding/${key}.yml: needs exactly one correct fix, has ${correct}`)
  return fixes.map((fix, index) => {
    const where = `data/coding/${key}.yml: fix ${index + 1}`
    if (typeof fix.explanation !== 'string' || fix.explanation.trim() === '')
      problems.push(`${where}: no explanation`)
    if (!Array.isArray(fix.edits) || fix.edits.length === 0) problems.push(`${where}: no edits`)
    let code = snippet
    for (const edit of fix.edits ?? []) {
      const occurrences = countOf(code, edit.find ?? '')
      if (typeof edit.find !== 'string' || typeof edit.replace !== 'string')
        problems.push(`${where}: every edit needs "find" and "replace" texts`)
      else if (occurrences !== 1)
        problems.push(
          `${where}: "${edit.find.slice(0, 60)}" occurs ${occurrences} times in the snippet, not once`,
        )
      else code = code.replace(edit.find, () => edit.replace)
    }
    if (code === snippet) problems.push(`${where}: changes nothing`)
    return { code, correct: fix.correct === true, explanation: String(fix.explanation ?? '').trim() }
  })
}

function readDefinition(key, problems) {
  const file = path.join(definitions, `${key}.yml`)
  if (!existsSync(file)) {
    problems.push(`data/coding/${key}.yml: missing (the key has a snippet region)`)
    return undefined
  }
  const definition = YAML.parse(readFileSync(file, 'utf8')) ?? {}
  const hints = definition.hints ?? []
  if (!Array.isArray(hints) || hints.length < 1 || hints.length > 3)
    problems.push(`data/coding/${key}.yml: needs 1 to 3 hints`)
  return definition
}

/** Everything extracted, or the problems found on the way. */
export function extract({ partial = false } = {}) {
  const problems = []
  const catalogue = YAML.parse(readFileSync(path.join(root, 'data', 'challenges.yml'), 'utf8'))
  const known = new Set(catalogue.map((entry) => entry.key))
  const { regions, strayLines } = readRegions(problems)
  for (const key of regions.keys())
    if (!known.has(key)) problems.push(`snippet region names unknown challenge "${key}"`)
  for (const { key, where, kind } of strayLines) {
    const inside = (regions.get(key) ?? []).some((region) =>
      region.lines.some((line) => line.where === where),
    )
    if (regions.has(key) && !inside)
      problems.push(`${where}: ${kind} for ${key} lies outside its snippet regions`)
  }
  const challenges = {}
  for (const key of [...regions.keys()].sort()) {
    const { snippet, vulnLines, neutralLines } = snippetOf(regions.get(key))
    if (vulnLines.length === 0) problems.push(`${key}: the snippet has no vuln-line`)
    const definition = readDefinition(key, problems)
    if (!definition) continue
    const fixSource = definition.fixesOf ? readDefinition(definition.fixesOf, problems) : definition
    if (definition.fixesOf && !regions.has(definition.fixesOf))
      problems.push(`data/coding/${key}.yml: fixesOf ${definition.fixesOf} has no snippet`)
    const fixes = fixSource ? fixesFor(definition.fixesOf ?? key, fixSource, snippet, problems) : []
    challenges[key] = { snippet, vulnLines, neutralLines, hints: (definition.hints ?? []).map(String), fixes }
  }
  for (const file of existsSync(definitions) ? readdirSync(definitions) : []) {
    const key = file.replace(/\.yml$/, '')
    if (!regions.has(key)) problems.push(`data/coding/${file}: no snippet region for ${key} in the source`)
  }
  for (const entry of partial ? [] : catalogue) {
    if (entry.hasCodingChallenge && !regions.has(entry.key))
      problems.push(`${entry.key}: the catalogue offers a coding challenge, but no snippet region is marked`)
  }
  return { problems, json: `${JSON.stringify(challenges, null, 2)}\n`, count: Object.keys(challenges).length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --partial: leave out the check that every catalogue coding challenge has a snippet (while writing snippets).
  const { problems, json, count } = extract({ partial: process.argv.includes('--partial') })
  if (problems.length > 0) {
    console.error(`coding challenges: ${problems.length} problems\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  if (process.argv.includes('--check')) {
    const current = existsSync(output) ? readFileSync(output, 'utf8') : ''
    if (current !== json) {
      console.error('coding challenges: data/coding-challenges.json is stale; run `npm run coding:extract`')
      process.exit(1)
    }
    console.log(`coding challenges: ${count} snippets, data file up to date`)
  } else {
    writeFileSync(output, json)
    console.log(`coding challenges: wrote ${count} snippets to data/coding-challenges.json`)
  }
}
