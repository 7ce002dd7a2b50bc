import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import pino, { type Logger } from 'pino'
import type { ShopConfig } from '../config/schema.js'
import { loadCatalogue, type CatalogueEntry } from '../challenges/catalogue.js'
import { detectors } from '../challenges/detectors/index.js'
import { ChallengeEngine } from '../challenges/engine.js'
import { readCtfKey } from '../challenges/flags.js'
import { Notifier } from '../challenges/notifier.js'
import { ProgressStore } from '../challenges/progress-store.js'
import { seedChallenges } from '../challenges/seed-challenges.js'
import { OrderConfirmations } from '../modules/checkout/order-confirmation-pdf.js'
import { SessionList } from '../platform/auth/session-list.js'
import { paths } from '../platform/paths.js'
import { BoundedQueries } from '../platform/sql/bounded-query.js'
import { Sandbox } from '../sandbox/sandbox.js'
import { createDatabase, restoreDatabase } from './database.js'
import { DocumentStore, type Document } from './document-store.js'
import { EventBus } from './event-bus.js'
import { installInstanceContent, type StartupDurations } from './instance-content.js'
import { createInstanceFiles, type InstanceFiles } from './instance-files.js'
import { loadSeedData } from './seed/seed-files.js'
import { seedShop } from './seed/seed.js'

export interface ShopOptions {
  config: ShopConfig
  /** Folder for progress and the instance file tree; without it nothing is persisted (tests). */
  dataDir?: string
  env?: NodeJS.ProcessEnv
  logger?: Logger
}

interface Snapshot {
  database: Buffer
  documents: { posts: Document[]; orders: Document[] }
}

/**
 * One running shop: all mutable state lives here (ARCHITECTURE.md principle 1), so several shops can run side by
 * side in one process and a reset is a snapshot restore.
 */
export class Shop {
  readonly config: ShopConfig
  readonly version: string
  readonly logger: Logger
  readonly events: EventBus
  readonly docs = new DocumentStore()
  readonly sessions = new SessionList()
  readonly notifier = new Notifier()
  /** Evaluates player-supplied code (`$where`, B2B order lines, templates); its workers start on first use. */
  readonly sandbox = new Sandbox()
  /** Runs possibly injected SQL off the main thread (one worker for the login and the search, started on first use). */
  readonly boundedSql = new BoundedQueries()
  /** Renders order confirmation PDFs in a worker thread, started at the first checkout. */
  readonly orderConfirmations = new OrderConfirmations()
  readonly engine: ChallengeEngine
  readonly catalogue: CatalogueEntry[]
  readonly files: InstanceFiles
  /** Seconds each start-up task took (reported by /metrics). */
  readonly startupDurations: StartupDurations
  readonly profile: string
  private database: Database.Database
  private readonly snapshot: Snapshot
  private readonly temporaryFiles: boolean

  constructor({ config, dataDir, env = process.env, logger }: ShopOptions) {
    this.config = config
    this.logger = logger ?? pino({ level: 'silent' })
    this.version = (JSON.parse(readFileSync(paths.packageJson, 'utf8')) as { version: string }).version
    this.profile = env.NODE_ENV || 'default'
    this.events = new EventBus((event, error) =>
      this.logger.error({ event, err: error }, 'event handler failed'),
    )
    this.files = createInstanceFiles(dataDir)
    this.startupDurations = installInstanceContent(this.files, paths.staticDir, config)
    this.temporaryFiles = dataDir === undefined
    this.catalogue = loadCatalogue(path.join(paths.dataDir, 'challenges.yml'))
    this.database = createDatabase()
    seedShop({
      db: this.database,
      docs: this.docs,
      config,
      seed: loadSeedData(paths.seedDir),
      seedChallenges: (db) => seedChallenges(db, this.catalogue, config, env),
    })
    this.snapshot = { database: this.database.serialize(), documents: this.docs.snapshot() }
    this.engine = new ChallengeEngine({
      db: () => this.database,
      config,
      ctfKey: readCtfKey(env, paths.ctfKeyFile),
      progress: new ProgressStore(dataDir),
      notifier: this.notifier,
      logger: this.logger,
      webhookUrl: env.SOLUTIONS_WEBHOOK || undefined,
      issuer: { appName: config.application.name, config: this.profile, version: this.version },
    })
    this.engine.applyPersistedProgress()
    for (const detector of detectors) detector({ events: this.events, engine: this.engine, config })
  }

  /** The relational database (replaced on reset, so never keep a reference to it). */
  get db(): Database.Database {
    return this.database
  }

  /** Restores the seeded data; challenge progress is kept, like across a restart. */
  reset(): void {
    const previous = this.database
    this.database = restoreDatabase(this.snapshot.database)
    previous.close()
    this.docs.restore(this.snapshot.documents)
    this.sessions.clear()
    this.engine.applyPersistedProgress()
  }

  /** Synchronous for existing callers: the sandbox's workers are told to terminate and finish on their own. */
  close(): void {
    void this.sandbox.close()
    this.boundedSql.close()
    this.orderConfirmations.close()
    this.database.close()
    if (this.temporaryFiles) rmSync(this.files.root, { recursive: true, force: true })
  }
}

export const createShop = (options: ShopOptions): Shop => new Shop(options)
