import { randomBytes, randomInt } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { ShopConfig } from '../../config/schema.js'
import { nowIso } from '../database.js'
import type { DocumentStore } from '../document-store.js'
import {
  seedBaskets,
  seedDeliveries,
  seedFeedbackAndComplaints,
  seedMemories,
  seedOrders,
  seedRecycles,
} from './seed-business.js'
import { seedProducts } from './seed-catalogue.js'
import type { SeedContext } from './seed-context.js'
import type { SeedData } from './seed-files.js'
import {
  seedAddressesAndCards,
  seedFakeUsers,
  seedSecurityQuestions,
  seedUsers,
  seedWallets,
} from './seed-users.js'

export interface SeedOptions {
  db: Database.Database
  docs: DocumentStore
  config: ShopConfig
  seed: SeedData
  /** Inserts the challenge catalogue; runs right after the users, as in the reference's seed order. */
  seedChallenges: (db: Database.Database) => void
}

/** Fills a fresh database and document store in the reference's order (ids depend on it), in one transaction. */
export function seedShop({ db, docs, config, seed, seedChallenges }: SeedOptions): void {
  const context: SeedContext = {
    db,
    docs,
    config,
    seed,
    now: nowIso(),
    userIds: new Map(),
    random: {
      integer: (min, max) => randomInt(min, max + 1),
      hex: (length) =>
        randomBytes(Math.ceil(length / 2))
          .toString('hex')
          .slice(0, length),
    },
  }
  db.transaction(() => {
    seedSecurityQuestions(context)
    seedUsers(context)
    seedAddressesAndCards(context)
    seedChallenges(db)
    seedFakeUsers(context)
    seedProducts(context)
    seedBaskets(context)
    seedFeedbackAndComplaints(context)
    seedRecycles(context)
    seedOrders(context)
    seedWallets(context)
    seedDeliveries(context)
    seedMemories(context)
  })()
}
