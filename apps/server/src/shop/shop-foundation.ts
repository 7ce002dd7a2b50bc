import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ShopConfig } from '../config/schema.js'
import { vulnerabilitiesOf, type Vulnerabilities } from './vulnerabilities.js'
import { loadCatalogue, type CatalogueEntry } from '../challenges/catalogue.js'
import { readCtfKey } from '../challenges/flags.js'
import { seedChallenges } from '../challenges/seed-challenges.js'
import { loadCodingChallenges, type CodingChallenges } from '../challenges/coding/coding-data.js'
import { OrderConfirmations } from '../modules/checkout/order-confirmation-pdf.js'
import { paths } from '../platform/paths.js'
import { DocumentSandbox } from '../platform/parsers/document-sandbox.js'
import { BoundedQueries } from '../platform/sql/bounded-query.js'
import { Sandbox } from '../sandbox/sandbox.js'
import { configuredEventPlan } from './configured-event-plan.js'
import { createDatabase } from './database.js'
import type { EventPlan } from './event-plan.js'
import { DocumentStore, type Document } from './document-store.js'
import type { InstanceTemplate } from './instance-template.js'
import { loadSeedData } from './seed/seed-files.js'
import { seedShop } from './seed/seed.js'

/** The seeded state every shop starts from and resets to. */
export interface Snapshot {
  database: Buffer
  documents: { posts: Document[]; orders: Document[] }
}

/**
 * Worker-backed services one process needs once, whatever the number of shops in it (process-wide objects, see
 * docs/contributing.md): the sandbox's worker pool (fair between shops), the bounded SQL worker, the document
 * parsers and the PDF renderer.
 */
export interface SharedServices {
  sandbox: Sandbox
  boundedSql: BoundedQueries
  orderConfirmations: OrderConfirmations
  /** Parses uploaded XML and YAML in short-lived workers, two at a time for the whole process. */
  documents: DocumentSandbox
}

/** Everything shops of one process share: configuration, catalogue, seeded snapshot, services. Never changes. */
export interface ShopFoundation {
  readonly config: ShopConfig
  readonly version: string
  /** The configuration profile's name (`NODE_ENV`, else `default`). */
  readonly profile: string
  readonly catalogue: readonly CatalogueEntry[]
  /** Which deliberate vulnerabilities are open (the same for every shop of the process). */
  readonly vulnerabilities: Vulnerabilities
  /** "Find it" / "fix it" data per challenge key. */
  readonly codingChallenges: CodingChallenges
  readonly ctfKey: string
  readonly snapshot: Snapshot
  readonly services: SharedServices
  readonly webhookUrl: string | undefined
  /** A fresh instance tree in memory, taken at the first file restore and written by every later one. */
  readonly instanceTemplate: { pristine?: InstanceTemplate }
  /** The event every shop of the process runs in: challenge set, clock, announcements, released hints. */
  readonly eventPlan: EventPlan
  /** Ends the services' workers. */
  close(): void
}

export interface FoundationOptions {
  config: ShopConfig
  env?: NodeJS.ProcessEnv
  /** The sandbox's per-shop share of its workers (workshop mode: one shop may not occupy them all). */
  sandboxWorkersPerShop?: number
  /** The workshop's event (kept across restarts); without it the configuration's `event` makes one. */
  eventPlan?: EventPlan
}

/** Loads the catalogue and seed data and seeds one database to snapshot: done once per process. */
export function createFoundation({
  config,
  env = process.env,
  sandboxWorkersPerShop,
  eventPlan,
}: FoundationOptions): ShopFoundation {
  const codingChallenges = loadCodingChallenges(paths.codingChallenges)
  // A challenge offers a coding challenge when our code has a snippet for it (hasCodingChallenge, the tag).
  const catalogue = loadCatalogue(path.join(paths.dataDir, 'challenges.yml')).map((entry) => ({
    ...entry,
    hasCodingChallenge: codingChallenges.has(entry.key),
  }))
  // Before any worker starts: a set naming what the catalogue lacks is a start-up error.
  const plan = eventPlan ?? configuredEventPlan(config, catalogue)
  const db = createDatabase()
  const docs = new DocumentStore()
  seedShop({
    db,
    docs,
    config,
    seed: loadSeedData(paths.seedDir),
    seedChallenges: (database) => seedChallenges(database, catalogue, config, env),
  })
  const snapshot: Snapshot = { database: db.serialize(), documents: docs.snapshot() }
  db.close()
  const services: SharedServices = {
    sandbox: new Sandbox({ workersPerOwner: sandboxWorkersPerShop }),
    boundedSql: new BoundedQueries(),
    orderConfirmations: new OrderConfirmations(),
    documents: new DocumentSandbox(),
  }
  return {
    config,
    version: (JSON.parse(readFileSync(paths.packageJson, 'utf8')) as { version: string }).version,
    profile: env.NODE_ENV || 'default',
    catalogue,
    vulnerabilities: vulnerabilitiesOf(catalogue, config),
    codingChallenges,
    ctfKey: readCtfKey(env, paths.ctfKeyFile),
    snapshot,
    services,
    webhookUrl: env.SOLUTIONS_WEBHOOK || undefined,
    instanceTemplate: {},
    eventPlan: plan,
    close: () => {
      void services.sandbox.close()
      services.boundedSql.close()
      services.orderConfirmations.close()
    },
  }
}
