import { randomBytes, randomInt } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { RequestListener } from 'node:http'
import type { Logger } from 'pino'
import { createShopHandler } from '../shop-front-door.js'
import type { AppFolders, AppParts } from '../app-parts.js'
import type { TeamSummary, WorkshopChange } from '@juicy/contracts'
import { ProgressStore } from '../challenges/progress-store.js'
import { createShop, type Shop } from '../shop/shop.js'
import type { ShopFoundation } from '../shop/shop-foundation.js'
import type { CookieSigner } from './secrets.js'
import { hashSecret, verifySecret } from './secrets.js'
import type { TeamRecord, TeamStore } from './team-store.js'
import { ClassProgress, type TeamProgress } from './class-progress.js'
import { resetTeam, type ResetRequest } from './team-reset.js'
import { WorkshopError } from './workshop-error.js'

/** Team names are safe as folder names, cookie values and Prometheus labels. */
export const TEAM_NAME = /^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$/

export const TEAM_COOKIE = 'team'

/** A team's running shop and the HTTP application answering for it. */
export interface LiveTeam {
  record: TeamRecord
  shop: Shop
  app: RequestListener
}

export interface RegistryOptions {
  foundation: ShopFoundation
  store: TeamStore
  signer: CookieSigner
  /** `$SHOP_DATA_DIR/teams`: one folder per team with its progress and instance files. */
  teamsFolder: string
  folders: AppFolders
  parts: AppParts
  logger: Logger
  maxTeams: number
}

/** What the realtime layer wants to know: a team's shop started (attach its room) or stops (disconnect it). */
export interface ShopObserver {
  started(team: LiveTeam): void
  stopped(name: string): void
}

/** Eight digits, like MultiJuicer's passcodes: easy to read out in a classroom. */
const newPasscode = (): string => String(randomInt(0, 100_000_000)).padStart(8, '0')

/**
 * The workshop's teams: who exists (persisted through the TeamStore), their passcodes (hashed) and their shops,
 * each started on the team's first request so that a restart with a hundred teams is as fast as with one.
 */
export class TeamRegistry {
  private readonly teams = new Map<string, TeamRecord>()
  private readonly live = new Map<string, LiveTeam>()
  /** Names being created right now, so that two simultaneous joins of a new name create one team. */
  private readonly creating = new Set<string>()
  private observer: ShopObserver | undefined
  /** How long a passcode check takes here (a moving average), for the answer about a team that does not exist. */
  private typicalCheckMs = 30
  private readonly changeListeners = new Set<(change: WorkshopChange) => void>()
  readonly classProgress: ClassProgress

  constructor(private readonly options: RegistryOptions) {
    for (const record of options.store.load()) this.teams.set(record.name, record)
    const { catalogue, config, eventPlan } = options.foundation
    this.classProgress = new ClassProgress(catalogue, config, eventPlan)
  }

  /** Calls `listener` on every change a trainer's view shows (solves, resets, teams created or deleted). */
  onChange(listener: (change: WorkshopChange) => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Tells the listeners about a change (the realtime layer reports solves, which happen inside a team's shop). */
  announce(change: WorkshopChange): void {
    for (const listener of this.changeListeners) listener(change)
  }

  /** Teams whose shop is running. */
  observe(observer: ShopObserver): void {
    this.observer = observer
  }

  get runningCount(): number {
    return this.live.size
  }

  get size(): number {
    return this.teams.size
  }

  /** Whether the team exists or is being created right now. */
  has(name: string): boolean {
    return this.teams.has(name) || this.creating.has(name)
  }

  /** Creates a team with a new passcode; answers the passcode (shown once, stored only as a hash). */
  async create(name: string): Promise<{ record: TeamRecord; passcode: string }> {
    if (!TEAM_NAME.test(name))
      throw new WorkshopError(400, `Team names are 1 to 32 of a-z, 0-9 and inner dashes`)
    if (this.teams.has(name) || this.creating.has(name))
      throw new WorkshopError(409, `Team ${name} exists already`)
    if (this.teams.size + this.creating.size >= this.options.maxTeams)
      throw new WorkshopError(409, `The workshop is full (${this.options.maxTeams} teams)`)
    this.creating.add(name)
    try {
      const passcode = newPasscode()
      const record: TeamRecord = {
        name,
        id: randomBytes(6).toString('hex'),
        createdAt: new Date().toISOString(),
        passcodeHash: await hashSecret(passcode),
      }
      rmSync(this.folderOf(name), { recursive: true, force: true })
      this.teams.set(name, record)
      this.persist()
      this.announce({ kind: 'teams', team: name })
      return { record, passcode }
    } finally {
      this.creating.delete(name)
    }
  }

  async newPasscode(name: string): Promise<string> {
    const record = this.record(name)
    const passcode = newPasscode()
    const passcodeHash = await hashSecret(passcode)
    if (this.teams.get(name) !== record) throw new WorkshopError(404, `No team ${name}`)
    this.teams.set(name, { ...record, passcodeHash })
    this.persist()
    return passcode
  }

  /** The team when `passcode` is its passcode; one answer for an unknown team and a wrong passcode. */
  async checkPasscode(name: string, passcode: string): Promise<TeamRecord | undefined> {
    const record = this.teams.get(name)
    if (!record) {
      // As long as a check takes, so timing does not tell names apart, but without its work: guesses of names cost
      // the process nothing.
      await new Promise((resolve) => setTimeout(resolve, this.typicalCheckMs))
      return undefined
    }
    const started = performance.now()
    const right = await verifySecret(passcode, record.passcodeHash)
    this.typicalCheckMs = 0.8 * this.typicalCheckMs + 0.2 * (performance.now() - started)
    return right ? record : undefined
  }

  /** Deletes a team: its shop, files and progress are gone; its cookies stop working. */
  delete(name: string): void {
    this.record(name)
    this.stop(name)
    this.teams.delete(name)
    this.persist()
    rmSync(this.folderOf(name), { recursive: true, force: true })
    this.announce({ kind: 'teams', team: name })
  }

  /** The signed cookie value that lets a browser into the team's shop. */
  cookieOf(record: TeamRecord): string {
    return this.options.signer.sign(TEAM_COOKIE, `${record.name}:${record.id}`)
  }

  /** The team a `team` cookie names, if the cookie is genuine and the team still the same. */
  teamOfCookie(cookie: string | undefined): TeamRecord | undefined {
    const value = this.options.signer.verify(TEAM_COOKIE, cookie)
    if (!value) return undefined
    const [name = '', id] = value.split(':')
    const record = this.teams.get(name)
    return record?.id === id ? record : undefined
  }

  /** The team's running shop, started now if this is its first request. */
  liveTeam(record: TeamRecord): LiveTeam {
    const running = this.live.get(record.name)
    if (running) return running
    const { foundation, folders, parts, logger } = this.options
    const shop = createShop({
      config: foundation.config,
      foundation,
      dataDir: this.folderOf(record.name),
      team: record.name,
      logger: logger.child({ team: record.name }),
      ownRequestHeaders: { cookie: `${TEAM_COOKIE}=${encodeURIComponent(this.cookieOf(record))}` },
    })
    const team: LiveTeam = { record, shop, app: createShopHandler(shop, folders, parts) }
    this.live.set(record.name, team)
    this.observer?.started(team)
    return team
  }

  /** The running shop of a team, if it has one (no shop is started for this). */
  runningShop(name: string): Shop | undefined {
    return this.live.get(name)?.shop
  }

  /** Every team, oldest first, with its score and progress (up to `until`, a time, for a frozen ranking). */
  summaries(until: number | null = null): TeamSummary[] {
    return this.allProgress().map((team) => this.classProgress.summary(team, until))
  }

  /** The running shops by team name (none is started for this). */
  runningShops(): [string, Shop][] {
    return [...this.live.values()].map((team) => [team.record.name, team.shop])
  }

  /** A team's progress: its shop's when running, else as persisted (no shop is started for this). */
  progressOf(name: string): TeamProgress {
    const record = this.record(name)
    const progress =
      this.live.get(name)?.shop.progress.snapshot ?? new ProgressStore(this.folderOf(name)).snapshot
    return { name, createdAt: record.createdAt, progress }
  }

  /** Every team's progress, oldest team first. */
  allProgress(): TeamProgress[] {
    return [...this.teams.keys()].map((name) => this.progressOf(name))
  }

  /** Resets one team (see team-reset.ts). */
  reset(name: string, request: ResetRequest): void {
    this.record(name)
    const keys = new Set(this.options.foundation.catalogue.map((entry) => entry.key))
    resetTeam({ folder: this.folderOf(name), shop: this.runningShop(name) }, request, keys)
    this.announce({ kind: 'reset', team: name })
  }

  names(): string[] {
    return [...this.teams.keys()]
  }

  record(name: string): TeamRecord {
    const record = this.teams.get(name)
    if (!record) throw new WorkshopError(404, `No team ${name}`)
    return record
  }

  close(): void {
    for (const name of [...this.live.keys()]) this.stop(name)
  }

  private stop(name: string): void {
    const team = this.live.get(name)
    if (!team) return
    this.observer?.stopped(name)
    this.live.delete(name)
    team.shop.close()
  }

  private folderOf(name: string): string {
    return path.join(this.options.teamsFolder, name)
  }

  private persist(): void {
    this.options.store.save(this.teams.values())
  }
}
