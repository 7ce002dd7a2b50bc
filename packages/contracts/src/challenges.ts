import { z } from 'zod'

export const challengeCategories = [
  'Broken Access Control',
  'Broken Anti Automation',
  'Broken Authentication',
  'Cryptographic Issues',
  'Improper Input Validation',
  'Injection',
  'Insecure Deserialization',
  'Miscellaneous',
  'Observability Failures',
  'Security Misconfiguration',
  'Security through Obscurity',
  'Sensitive Data Exposure',
  'Unvalidated Redirects',
  'Vulnerable Components',
  'XSS',
  'XXE',
] as const

export type ChallengeCategory = (typeof challengeCategories)[number]

/** One challenge as `GET /api/Challenges` answers it. */
export const challengeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  tags: z.string().nullable(),
  description: z.string(),
  difficulty: z.number().int().min(1).max(6),
  mitigationUrl: z.string().nullable(),
  solved: z.boolean(),
  disabledEnv: z.string().nullable(),
  tutorialOrder: z.number().int().nullable(),
  codingChallengeStatus: z.number().int(),
  hasCodingChallenge: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type Challenge = z.infer<typeof challengeSchema>

/** One hint as `GET /api/Hints` answers it. */
export const hintSchema = z.object({
  id: z.number().int(),
  ChallengeId: z.number().int(),
  text: z.string(),
  order: z.number().int(),
  unlocked: z.boolean(),
})

export type Hint = z.infer<typeof hintSchema>
