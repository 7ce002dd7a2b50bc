import { z } from 'zod'
import { readYamlFile } from '../platform/yaml-files.js'

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
  // Parsed once per start: zod's compiled fast path would cost more to generate than it saves here.
  const parsed = z.array(entrySchema).parse(readYamlFile(file), { jitless: true })
  return parsed.map((entry, index) => ({ ...entry, id: index + 1 }))
}
