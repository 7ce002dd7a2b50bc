import type Database from 'better-sqlite3'
import type { ShopConfig } from '../../config/schema.js'
import type { DocumentStore } from '../document-store.js'
import type { SeedData } from './seed-files.js'

/** Everything a seeding step needs; `userIds` maps user keys (data/seed/users.yml) to ids as users are created. */
export interface SeedContext {
  db: Database.Database
  docs: DocumentStore
  config: ShopConfig
  seed: SeedData
  now: string
  userIds: Map<string, number>
  random: {
    integer(min: number, max: number): number
    hex(length: number): string
  }
}

export function userId(context: SeedContext, key: string): number {
  const id = context.userIds.get(key)
  if (id === undefined) throw new Error(`Seed data names unknown user key "${key}"`)
  return id
}

/** Seeded emails are written with the default domain; the configured one replaces it. */
export const withDomain = (email: string, domain: string): string =>
  email.replace(/@juice-sh\.op$/, `@${domain}`)

/** Stored feedback comment: text plus the author's email with its first three characters hidden. */
export const feedbackComment = (text: string, email: string | undefined): string =>
  email === undefined ? `${text} (anonymous)` : `${text} (***${email.slice(3)})`
