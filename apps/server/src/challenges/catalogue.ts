import { readFileSync } from 'node:fs'
import YAML from 'yaml'
import { z } from 'zod'

const entrySchema = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int().min(1).max(6),
  tags: z.array(z.string()).default([]),
  tutorialOrder: z.number().int().optional(),
  disabledEnv: z.array(z.enum(['Docker', 'Heroku', 'Windows'])).default([]),
  hasCodingChallenge: z.boolean().default(false),
  mitigationUrl: z.string().optional(),
  description: z.string(),
  hints: z.array(z.string()).default([]),
})

export type CatalogueEntry = z.infer<typeof entrySchema> & { id: number }

/** The challenge catalogue (data/challenges.yml); ids are the 1-based positions, as in the reference. */
export function loadCatalogue(file: string): CatalogueEntry[] {
  const parsed = z.array(entrySchema).parse(YAML.parse(readFileSync(file, 'utf8')))
  return parsed.map((entry, index) => ({ ...entry, id: index + 1 }))
}
