import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import type { RequestHandler } from 'express'
import pino, { type Logger } from 'pino'
import type { ShopConfig } from '../config/schema.js'
import type { CatalogueEntry } from '../challenges/catalogue.js'
import { detectors } from '../challenges/detectors/index.js'
import { ChallengeEngine } from '../challenges/engine.js'
import { Notifier } from '../challenges/notifier.js'
import { ProgressStore } from '../challenges/progress-store.js'
import type { CodingChallenges } from '../challenges/coding/coding-data.js'
import { Web3Corner } from '../modules/web3/web3-corner.js'
import { ChatDesk } from '../modules/chat/chat-desk.js'
import { chatEngineFor } from '../modules/chat/chat-engines.js'
import type { ConfirmationWriter } from '../modules/checkout/order-confirmation-pdf.js'
import { SessionList } from '../platform/auth/session-list.js'
import { DiskQuota } from '../platform/disk-quota.js'
import { rateLimit } from '../platform/http/rate-limit.js'
import type { DocumentParser } from '../platform/parsers/document-sandbox.js'
import { paths } from '../platform/paths.js'
import type { BoundedSql } from '../platform/sql/bounded-query.js'
import type { SandboxClient } from '../sandbox/sandbox.js'
import { applyEventPlan } from './apply-event-plan.js'
import { restoreDatabase } from './database.js'
import type { EventPlan } from './event-plan.js'
import { AnswerCache } from './answer-cache.js'
import { DocumentStore } from './document-store.js'
import { EventBus } from './event-bus.js'
import type { Vulnerabilities } from './vulnerabilities.js'
import { installInstanceContent, shippedInstanceBytes, type StartupDurations } from './instance-content.js'
import { createInstanceFiles, makeInstanceFolders, type InstanceFiles } from './instance-files.js'
import { readInstanceTemplate, writeInstanceTemplate } from './instance-template.js'
import { createFoundation, type ShopFoundation } from './shop-foundation.js'

export interface ShopOptions {
  config: ShopConfig
  /** Folder for progress and the instance file tree; without it nothing is persisted (tests). */
  dataDir?: string
  env?: NodeJS.ProcessEnv
  logger?: Logger
  /** What this shop shares with the other shops of the process; without it the shop has a foundation of its own. */
  foundation?: ShopFoundation
  /** The workshop team owning this shop (named in webhook calls; the sandbox shares its workers fairly by team). */
  team?: string
  /** See `Shop.ownRequestHeaders`. */
  ownRequestHeaders?: Record<string, string>
}

/**
 * One running shop: all mutable state lives here (per-shop objects, see docs/contributing.md), so several shops can
 * run side by side in one process and a reset is a snapshot restore.
 */
export class Shop {
  readonly config: ShopConfig
  readonly version: string
  readonly logger: Logger
  readonly events: EventBus
  readonly docs = new DocumentStore()
  /** Answers computed from the database only, kept until it changes (generic lists). */
  readonly answers = new AnswerCache(() => this.database)
  readonly sessions = new SessionList()
  readonly notifier = new Notifier()
  /** The Web3 pages' local chain and wallets (the chain starts on first use). */
  readonly web3: Web3Corner
  /** The support chat: its engine, usage figures and running streams. */
  readonly chat: ChatDesk
  /** Evaluates player-supplied code (`$where`, B2B order lines, templates) in the process's sandbox workers. */
  readonly sandbox: SandboxClient
  /** Runs possibly injected SQL off the main thread (the process's worker for the login and the search). */
  readonly boundedSql: BoundedSql
  /** Renders order confirmation PDFs in a worker thread, started at the first checkout. */
  readonly orderConfirmations: ConfirmationWriter
  /** Parses uploaded XML and YAML documents in short-lived, bounded worker threads. */
  readonly documents: DocumentParser
  readonly engine: ChallengeEngine
  readonly catalogue: readonly CatalogueEntry[]
  /** Which deliberate vulnerabilities are open; what business modules ask instead of the challenge engine. */
  readonly vulnerabilities: Vulnerabilities
  readonly codingChallenges: CodingChallenges
  readonly files: InstanceFiles
  /** What the shop may write into its instance folder beyond the shipped files (`server.diskQuotaMb`). */
  readonly diskQuota: DiskQuota
  /**
   * The shop's upload budget (`server.uploadsPerMinute`), one for all its upload routes and counted before the body
   * is read: in workshop mode each team has its own, so one team's upload loop neither fills the disk nor slows
   * another.
   */
  readonly uploadBudget: RequestHandler
  /** Seconds each start-up task took (reported by /metrics). */
  readonly startupDurations: StartupDurations
  readonly profile: string
  readonly progress: ProgressStore
  readonly team: string | undefined
  /**
   * Headers the shop sends when it fetches its own origin (SSRF, the malware calling home): in workshop mode the
   * team's cookie, so that such a request reaches this shop again and not the join page.
   */
  readonly ownRequestHeaders: Readonly<Record<string, string>>
  private database: Database.Database
  private readonly foundation: ShopFoundation
  private readonly ownsFoundation: boolean
  private readonly temporaryFiles: boolean

  constructor(options: ShopOptions) {
    const { config, dataDir, env = process.env, logger, foundation, team } = options
    this.foundation = foundation ?? createFoundation({ config, env })
    this.ownsFoundation = foundation === undefined
    this.config = this.foundation.config
    this.team = team
    this.ownRequestHeaders = options.ownRequestHeaders ?? {}
    this.logger = logger ?? pino({ level: 'silent' })
    this.version = this.foundation.version
    this.profile = this.foundation.profile
    this.catalogue = this.foundation.catalogue
    this.vulnerabilities = this.foundation.vulnerabilities
    this.codingChallenges = this.foundation.codingChallenges
    const { services } = this.foundation
    this.sandbox = services.sandbox.client(team ?? '')
    this.boundedSql = services.boundedSql.client(team ?? '')
    this.orderConfirmations = services.orderConfirmations.client(team ?? '')
    this.documents = services.documents.client(team ?? '')
    this.events = new EventBus((event, error) =>
      this.logger.error({ event, err: error }, 'event handler failed'),
    )
    this.web3 = new Web3Corner(this.events)
    this.chat = new ChatDesk(this.foundation.config, env, chatEngineFor)
    this.files = createInstanceFiles(dataDir)
    this.startupDurations = installInstanceContent(this.files, paths.staticDir, this.config)
    this.diskQuota = new DiskQuota(this.files.root, this.config.server.diskQuotaMb * 1024 * 1024, () =>
      shippedInstanceBytes(paths.staticDir),
    )
    this.uploadBudget = rateLimit({
      windowMs: 60_000,
      max: this.config.server.uploadsPerMinute,
      keyOf: () => 'uploads',
    })
    this.temporaryFiles = dataDir === undefined
    this.database = restoreDatabase(this.foundation.snapshot.database)
    this.docs.restore(this.foundation.snapshot.documents)
    this.progress = new ProgressStore(dataDir)
    this.engine = new ChallengeEngine({
      db: () => this.database,
      config: this.config,
      ctfKey: this.foundation.ctfKey,
      progress: this.progress,
      notifier: this.notifier,
      logger: this.logger,
      webhookUrl: this.foundation.webhookUrl,
      issuer: { appName: this.config.application.name, config: this.profile, version: this.version, team },
    })
    this.engine.applyPersistedProgress()
    this.applyEventPlan()
    for (const detector of detectors)
      detector({ events: this.events, engine: this.engine, config: this.config, db: () => this.database })
  }

  /** The relational database (replaced on reset, so never keep a reference to it). */
  get db(): Database.Database {
    return this.database
  }

  /** Restores the seeded data; challenge progress is kept, like across a restart. */
  reset(): void {
    const previous = this.database
    this.database = restoreDatabase(this.foundation.snapshot.database)
    previous.close()
    this.docs.restore(this.foundation.snapshot.documents)
    this.sessions.clear()
    this.web3.reset()
    this.engine.applyPersistedProgress()
    this.applyEventPlan()
  }

  /** The event this shop runs in (workshop mode: the class's; a single shop: its configuration's). */
  get eventPlan(): EventPlan {
    return this.foundation.eventPlan
  }

  /** Writes the event's challenge set and released hints into the database (after seeding, and on changes). */
  applyEventPlan(): void {
    applyEventPlan(this.database, this.catalogue, this.config, this.foundation.eventPlan, this.team)
  }

  /**
   * Puts the instance file tree back as shipped: uploads, written files and order confirmations are gone (a
   * trainer's data reset; a restart keeps uploads, like the reference).
   */
  restoreFiles(): void {
    const { instanceTemplate } = this.foundation
    if (instanceTemplate.pristine) {
      writeInstanceTemplate(this.files.root, instanceTemplate.pristine)
      return
    }
    for (const entry of readdirSync(this.files.root))
      rmSync(path.join(this.files.root, entry), { recursive: true, force: true })
    makeInstanceFolders(this.files)
    installInstanceContent(this.files, paths.staticDir, this.config)
    instanceTemplate.pristine = readInstanceTemplate(this.files.root)
  }

  /**
   * Synchronous for existing callers: a shop with a foundation of its own tells the workers to terminate, and they
   * finish on their own; shared services stay for the other shops.
   */
  close(): void {
    this.web3.reset()
    if (this.ownsFoundation) this.foundation.close()
    else this.sandbox.close()
    this.database.close()
    if (this.temporaryFiles) rmSync(this.files.root, { recursive: true, force: true })
  }
}

export const createShop = (options: ShopOptions): Shop => new Shop(options)
