import { z } from 'zod'
import { ctfFlag } from '../challenges/flags.js'
import { ctfPoints } from '../challenges/ctf-points.js'
import { modelByName } from '../modules/rest/models.js'
import { listResources } from '../modules/rest/rest.service.js'
import { restoreDatabase } from '../shop/database.js'
import type { ShopFoundation } from '../shop/shop-foundation.js'

/** What the export needs of a shop foundation; a whole `ShopFoundation` fits. */
export type CtfExportSource = Pick<ShopFoundation, 'config' | 'ctfKey' | 'snapshot'>

/** One challenge as the CTF platforms see it: the public facts, its flag, its points and its hint texts. */
export interface CtfChallenge {
  id: number
  key: string
  name: string
  /** HTML, English, as `GET /api/Challenges` answers it. */
  description: string
  category: string
  difficulty: number
  tags: string[]
  points: number
  flag: string
  /** In hint order; empty when the configuration hides hints (`challenges.showHints: false`). */
  hints: string[]
}

const challengeRecord = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.number(),
  tags: z.string().nullable(),
})
const hintRecord = z.object({ ChallengeId: z.number(), text: z.string(), order: z.number() })

/**
 * The challenges and hints exactly as the unauthenticated `GET /api/Challenges` and `GET /api/Hints` list them for
 * an English reader, read from the seeded snapshot through the same generic resource layer (no HTTP, no solve
 * state). The tags already carry "With Coding Challenge" (seed-challenges.ts).
 */
export function readCtfChallenges(source: CtfExportSource): CtfChallenge[] {
  const db = restoreDatabase(source.snapshot.database)
  try {
    const challenges = z.array(challengeRecord).parse(listResources(db, modelByName('Challenge'), {}))
    const hints = z
      .array(hintRecord)
      .parse(listResources(db, modelByName('Hint'), {}))
      .sort((a, b) => a.ChallengeId - b.ChallengeId || a.order - b.order)
    return challenges.map((challenge) => ({
      id: challenge.id,
      key: challenge.key,
      name: challenge.name,
      description: challenge.description,
      category: challenge.category,
      difficulty: challenge.difficulty,
      tags: challenge.tags ? challenge.tags.split(',') : [],
      points: ctfPoints(challenge.difficulty),
      flag: ctfFlag(source.ctfKey, challenge.name),
      hints: hints.filter((hint) => hint.ChallengeId === challenge.id).map((hint) => hint.text),
    }))
  } finally {
    db.close()
  }
}
