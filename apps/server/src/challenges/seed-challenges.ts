import type Database from 'better-sqlite3'
import type { ShopConfig } from '../config/schema.js'
import { nowIso } from '../shop/database.js'
import { availabilityNote, unavailabilityReason, unavailabilitySentence } from './availability.js'
import type { CatalogueEntry } from './catalogue.js'
import { escapeHtml } from '../platform/http/html.js'

const defaultCsrfUrl = 'http://htmledit.squarefree.com'
const defaultTamperingName = 'OWASP SSL Advanced Forensic Tool (O-Saft)'
const defaultTamperingUrl = 'https://owasp.slack.com'
const defaultBonusPayload =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>'

/** Description as served: configured values substituted, availability note appended. */
export function describeChallenge(
  entry: CatalogueEntry,
  config: ShopConfig,
  unavailable: string | null,
): string {
  const tampering = config.products.find((product) => product.urlForProductTamperingChallenge !== undefined)
  let text = entry.description
    .replace('juice-sh.op', config.application.domain)
    .replace(defaultCsrfUrl, config.challenges.overwriteUrlForCsrfChallenge)
    .replace(escapeHtml(defaultBonusPayload), escapeHtml(config.challenges.xssBonusPayload))
  if (entry.key === 'changeProductChallenge' && tampering) {
    text = text
      .replace(defaultTamperingName, tampering.name)
      .replace(defaultTamperingUrl, config.challenges.overwriteUrlForProductTamperingChallenge)
  }
  if (unavailable) text += availabilityNote(unavailabilitySentence(unavailable))
  return text
}

function tagsOf(entry: CatalogueEntry): string | null {
  const tags = [...entry.tags, ...(entry.hasCodingChallenge ? ['With Coding Challenge'] : [])]
  return tags.length > 0 ? tags.join(',') : null
}

interface Dependency {
  name: string
  key: string
  documentation: string
  missing: boolean
}

function dependenciesOf(entry: CatalogueEntry, config: ShopConfig, env: NodeJS.ProcessEnv): Dependency[] {
  // The Web3 challenges need no Alchemy account here: the shop runs its own chain (modules/web3).
  if (entry.tags.includes('AI/LLM')) {
    const documentation = 'https://howto-llm.owasp-juice.shop'
    const url = config.application.chatBot.llmApiUrl
    // The LLM endpoint is not probed at start (it would slow every start down); it counts as missing.
    const dependencies: Dependency[] = [
      { name: 'LLM API', key: url, documentation, missing: true },
      { name: 'LLM Model', key: config.application.chatBot.model, documentation, missing: true },
    ]
    if (!url.includes(':11434')) {
      dependencies.push({ name: 'LLM API Key', key: 'LLM_API_KEY', documentation, missing: !env.LLM_API_KEY })
    }
    return dependencies
  }
  return []
}

/** Inserts challenges (ids in catalogue order), their dependencies and, when shown, their hints. */
export function seedChallenges(
  db: Database.Database,
  catalogue: CatalogueEntry[],
  config: ShopConfig,
  env: NodeJS.ProcessEnv,
): void {
  const now = nowIso()
  const insertChallenge = db.prepare(
    `INSERT INTO Challenges (id, key, name, category, tags, description, difficulty, mitigationUrl, solved, disabledEnv,
      tutorialOrder, codingChallengeStatus, hasCodingChallenge, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?, ?, ?)`,
  )
  const insertHint = db.prepare(
    'INSERT INTO Hints (ChallengeId, text, "order", unlocked, createdAt, updatedAt) VALUES (?, ?, ?, 0, ?, ?)',
  )
  const insertDependency = db.prepare(
    `INSERT INTO ChallengeDependencies (ChallengeId, name, documentation, key, missing, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const entry of catalogue) {
    const unavailable = unavailabilityReason(entry.disabledEnv, config.challenges.safetyMode)
    insertChallenge.run(
      entry.id,
      entry.key,
      entry.name,
      entry.category,
      tagsOf(entry),
      describeChallenge(entry, config, unavailable),
      entry.difficulty,
      config.challenges.showMitigations ? (entry.mitigationUrl ?? null) : null,
      unavailable,
      entry.tutorialOrder ?? null,
      entry.hasCodingChallenge ? 1 : 0,
      now,
      now,
    )
    for (const dependency of dependenciesOf(entry, config, env)) {
      insertDependency.run(
        entry.id,
        dependency.name,
        dependency.documentation,
        dependency.key,
        dependency.missing ? 1 : 0,
        now,
        now,
      )
    }
    if (!config.challenges.showHints) continue
    entry.hints.forEach((hint, index) => {
      insertHint.run(entry.id, hint.replace('OWASP Juice Shop', config.application.name), index + 1, now, now)
    })
  }
}
