import type { ChallengeSelection } from '@juicy/contracts'
import { z } from 'zod'
import type { CatalogueEntry } from './catalogue.js'

const names = z.array(z.string().min(1).max(100)).max(200)
const difficulty = z.number().int().min(1).max(6)

/** A challenge set as the trainer API and the configuration accept it. */
export const challengeSelectionSchema = z.strictObject({
  categories: names.optional(),
  keys: names.optional(),
  tags: names.optional(),
  minDifficulty: difficulty.optional(),
  maxDifficulty: difficulty.optional(),
})

type Classified = Pick<CatalogueEntry, 'key' | 'category' | 'tags' | 'difficulty'>

/** What in a selection names nothing of the catalogue (a typo would otherwise silently empty the set). */
export function unknownNames(selection: ChallengeSelection, catalogue: readonly Classified[]): string[] {
  const keys = new Set(catalogue.map((entry) => entry.key))
  const categories = new Set(catalogue.map((entry) => entry.category))
  const tags = new Set(catalogue.flatMap((entry) => entry.tags))
  return [
    ...(selection.keys ?? []).filter((key) => !keys.has(key)).map((key) => `challenge ${key}`),
    ...(selection.categories ?? []).filter((name) => !categories.has(name)).map((name) => `category ${name}`),
    ...(selection.tags ?? []).filter((tag) => !tags.has(tag)).map((tag) => `tag ${tag}`),
  ]
}
