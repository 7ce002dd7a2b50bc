import type { CtfChallenge } from './ctf-challenges.js'
import { hintCost, type CtfHints } from './ctf-export-options.js'

/**
 * CTFd's challenge import (CSV) as juice-shop-ctf-cli 12.0.0 writes it: one row per challenge in API order, the
 * description, tags and hints always quoted, no newline after the last row. Hints are a JSON list inside the
 * CSV cell; the tool turns their commas into U+066C (ARABIC THOUSANDS SEPARATOR), which looks like a comma, and
 * doubles their quotes before the list is written as JSON (and doubled once more as CSV).
 */
const header = 'name,description,category,value,type,state,max_attempts,flags,tags,type_data,hints'

const quoteInside = (text: string): string => text.replace(/"/g, '""')
const quoted = (text: string): string => `"${quoteInside(text)}"`
/** Plain cells stay bare unless CSV needs quotes. */
const cell = (text: string): string => (/[",\r\n]/.test(text) ? quoted(text) : text)

function hintsCell(challenge: CtfChallenge, hints: CtfHints): string {
  if (hints === 'none' || challenge.hints.length === 0) return ''
  const cost = hintCost(challenge.points, hints)
  const list = challenge.hints.map((text) => ({ content: quoteInside(text.replace(/,/g, '\u066c')), cost }))
  return quoted(JSON.stringify(list))
}

function row(challenge: CtfChallenge, hints: CtfHints): string {
  return [
    cell(challenge.name),
    quoted(`${challenge.description} (Difficulty Level: ${challenge.difficulty})`),
    cell(challenge.category),
    String(challenge.points),
    'standard',
    'visible',
    '0',
    challenge.flag,
    challenge.tags.length > 0 ? quoted(challenge.tags.join(',')) : '',
    '',
    hintsCell(challenge, hints),
  ].join(',')
}

export function ctfdCsv(challenges: CtfChallenge[], hints: CtfHints): string {
  return [header, ...challenges.map((challenge) => row(challenge, hints))].join('\n')
}
