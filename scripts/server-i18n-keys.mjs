#!/usr/bin/env node
// The English texts the server translates on the way out (in the request's language), in the order of the
// translation files in data/static/i18n: products, challenges (description, then hints) in catalogue order,
// security questions, the availability warning, plain-text error messages. The texts are produced exactly as the
// default configuration seeds them, so a translation file's keys equal what the API returns.
//
//   node scripts/server-i18n-keys.mjs                 prints the texts as a JSON array
//   node scripts/server-i18n-keys.mjs --check <file>  lists keys missing from / unknown to a translation file
//                                                     (exit code 1 when keys are missing)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Plain-text error messages translated before they are sent (text refusals and the 500 prefix). */
export const errorTexts = [
  'Invalid email or password.',
  'Wrong answer to CAPTCHA. Please try again.',
  'Something went wrong while submitting CAPTCHA. Please try again.',
  'You need to be logged in to request a CAPTCHA.',
  'Unable to create CAPTCHA. Please try again.',
  'Current password is not correct.',
  'Password cannot be empty.',
  'New and repeated password do not match.',
  'Invalid email/password cannot be empty',
  'Wrong answer to security question.',
  'User not found.',
  'Invalid continue code.',
  'Invalid coupon.',
  'Error fetching recycled items. Please try again',
  'Blocked illegal activity by',
]

const readYaml = (repoRoot, file) => YAML.parse(readFileSync(path.join(repoRoot, file), 'utf8'))

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  )

// Mirrors descriptionOf in apps/server/src/shop/seed/seed-catalogue.ts (the test compares with a seeded shop).
function productDescription(product) {
  let description = product.description || 'Lorem ipsum dolor sit amet, consectetuer adipiscing elit.'
  if (product.useForChristmasSpecialChallenge)
    description += ' (Seasonal special offer! Limited availability!)'
  if (product.urlForProductTamperingChallenge) {
    description += ` <a href="${product.urlForProductTamperingChallenge}" target="_blank">More...</a>`
  }
  if (product.keywordsForPastebinDataLeakChallenge) {
    description += ' (This product is unsafe! We plan to remove it from the stock!)'
  }
  return description
}

// Mirrors describeChallenge in apps/server/src/challenges/seed-challenges.ts without the availability warning,
// which the server translates separately. With the default configuration every substitution keeps the text.
const defaultCsrfUrl = 'http://htmledit.squarefree.com'
const defaultTamperingName = 'OWASP SSL Advanced Forensic Tool (O-Saft)'
const defaultTamperingUrl = 'https://owasp.slack.com'
const defaultBonusPayload =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>'

function challengeDescription(entry, config) {
  let text = entry.description
    .replace('juice-sh.op', config.application.domain)
    .replace(defaultCsrfUrl, config.challenges.overwriteUrlForCsrfChallenge)
    .replace(escapeHtml(defaultBonusPayload), escapeHtml(config.challenges.xssBonusPayload))
  const tampering = config.products.find((product) => product.urlForProductTamperingChallenge !== undefined)
  if (entry.key === 'changeProductChallenge' && tampering) {
    text = text
      .replace(defaultTamperingName, tampering.name)
      .replace(defaultTamperingUrl, config.challenges.overwriteUrlForProductTamperingChallenge)
  }
  return text
}

/**
 * The sentence of the availability note appended to a disabled challenge's description (` <em>(<sentence>)</em>`),
 * which the server translates on its own. Read from the code that builds it, so that a reworded sentence cannot go
 * unnoticed; the only reason the shop gives is "Safety Mode".
 */
export function availabilitySentences(repoRoot = defaultRoot) {
  const source = readFileSync(path.join(repoRoot, 'apps/server/src/challenges/availability.ts'), 'utf8')
  const start = /const sentenceStart = '([^']+)'/.exec(source)?.[1]
  const end = /`\$\{sentenceStart\}\$\{reason\}([^`]*)`/.exec(source)?.[1]
  const reasons = [...source.matchAll(/return '([^']+)'/g)].map((match) => match[1])
  if (start === undefined || end === undefined || reasons.length === 0) {
    throw new Error('availability sentence not found in apps/server/src/challenges/availability.ts')
  }
  return reasons.map((reason) => `${start}${reason}${end}`)
}

/** Every English text the server translates, de-duplicated, in translation-file order. */
export function serverSourceTexts(repoRoot = defaultRoot) {
  const config = readYaml(repoRoot, 'config/default.yml')
  const catalogue = readYaml(repoRoot, 'data/challenges.yml')
  const questions = readYaml(repoRoot, 'data/seed/security-questions.yml')
  const texts = [
    ...config.products.flatMap((product) => [product.name, productDescription(product)]),
    ...catalogue.flatMap((entry) => [
      challengeDescription(entry, config),
      ...(entry.hints ?? []).map((hint) => hint.replace('OWASP Juice Shop', config.application.name)),
    ]),
    ...questions.map((question) => (typeof question === 'string' ? question : question.question)),
    ...availabilitySentences(repoRoot),
    ...errorTexts,
  ]
  return [...new Set(texts)]
}

/** Keys a translation object lacks and keys it has that the server never translates. */
export function compareWithSources(translation, repoRoot = defaultRoot) {
  const sources = serverSourceTexts(repoRoot)
  const known = new Set(sources)
  return {
    missing: sources.filter((text) => !Object.hasOwn(translation, text)),
    unknown: Object.keys(translation).filter((key) => !known.has(key)),
  }
}

function main(args) {
  if (args[0] === '--check') {
    if (!args[1]) throw new Error('usage: server-i18n-keys.mjs --check <translation file>')
    const { missing, unknown } = compareWithSources(JSON.parse(readFileSync(args[1], 'utf8')))
    for (const text of missing) console.log(`missing: ${JSON.stringify(text)}`)
    for (const text of unknown) console.log(`unknown: ${JSON.stringify(text)}`)
    console.log(`${missing.length} missing, ${unknown.length} unknown`)
    process.exitCode = missing.length > 0 ? 1 : 0
    return
  }
  console.log(JSON.stringify(serverSourceTexts(), null, 2))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2))
