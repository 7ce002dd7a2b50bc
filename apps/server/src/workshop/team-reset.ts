import { rmSync } from 'node:fs'
import path from 'node:path'
import { isChallengeKey } from '../challenges/challenge-keys.js'
import { ProgressStore } from '../challenges/progress-store.js'
import type { Shop } from '../shop/shop.js'
import { WorkshopError } from './workshop-error.js'

export const RESET_SCOPES = ['data', 'progress', 'all', 'challenge'] as const
export type ResetScope = (typeof RESET_SCOPES)[number]

export interface ResetRequest {
  scope: ResetScope
  /** The challenge key, for the `challenge` scope. */
  challenge?: string
}

/**
 * A trainer's reset of one team. `data` restores the seeded data and instance files and keeps progress;
 * `progress` clears solves, notifications and coding status (on disk too) and keeps data; `all` does both;
 * `challenge` makes one challenge unsolved. A team whose shop is not running has only files to change: its data
 * is reseeded anyway when the shop starts.
 */
export function resetTeam(
  team: { folder: string; shop: Shop | undefined },
  { scope, challenge }: ResetRequest,
  knownKeys: ReadonlySet<string>,
): void {
  if (scope === 'challenge' && (!isChallengeKey(challenge) || !knownKeys.has(challenge)))
    throw new WorkshopError(404, `No challenge ${String(challenge)}`)
  const { shop, folder } = team
  if (scope === 'data' || scope === 'all') {
    if (shop) {
      shop.reset()
      shop.restoreFiles()
    } else rmSync(path.join(folder, 'instance'), { recursive: true, force: true })
  }
  if (scope === 'progress' || scope === 'all') {
    if (shop) shop.engine.resetProgress()
    else new ProgressStore(folder).clear()
  }
  if (scope === 'challenge' && isChallengeKey(challenge)) {
    if (shop) shop.engine.unsolve(challenge)
    else new ProgressStore(folder).forgetSolve(challenge)
  }
}
