import { ANNOUNCEMENT_MAX_LENGTH, themeNames } from '@juicy/contracts'
import { z } from 'zod'
import { challengeSelectionSchema } from '../challenges/challenge-set.js'

/**
 * Configuration schema: every key the reference knows, with its defaults in config/default.yml. What each
 * key means, and the release that introduced it, is in ./descriptions/ (docs/configuration.md is generated from both).
 */

const nullableString = z.string().nullable()

const productSchema = z.object({
  name: z.string().min(1),
  price: z.number().optional(),
  deluxePrice: z.number().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  quantity: z.number().int().optional(),
  limitPerUser: z.number().int().optional(),
  deletedDate: z.unknown().optional(),
  reviews: z.array(z.object({ text: z.string(), author: z.string() })).optional(),
  useForChristmasSpecialChallenge: z.boolean().optional(),
  urlForProductTamperingChallenge: z.string().optional(),
  keywordsForPastebinDataLeakChallenge: z.array(z.string()).optional(),
  fileForRetrieveBlueprintChallenge: z.string().optional(),
  exifForBlueprintChallenge: z.array(z.string()).nullable().optional(),
})

const memorySchema = z.object({
  image: z.string(),
  caption: z.string(),
  user: z.string().optional(),
  geoStalkingMetaSecurityQuestion: z.number().int().optional(),
  geoStalkingMetaSecurityAnswer: z.string().optional(),
  geoStalkingVisualSecurityQuestion: z.number().int().optional(),
  geoStalkingVisualSecurityAnswer: z.string().optional(),
})

export const configSchema = z.object({
  server: z.object({
    port: z.coerce.number().int().min(0).max(65535),
    basePath: z.string(),
    baseUrl: z.string(),
    outboundOrigins: z.array(z.url()).default([]),
    diskQuotaMb: z.number().int().min(1).max(1_000_000).default(200),
    uploadsPerMinute: z.number().int().min(1).max(100_000).default(30),
  }),
  application: z.object({
    domain: z.string().min(1),
    name: z.string().min(1),
    logo: z.string(),
    favicon: z.string(),
    theme: z.enum(themeNames),
    showVersionNumber: z.boolean(),
    showGitHubLinks: z.boolean(),
    localBackupEnabled: z.boolean(),
    numberOfRandomFakeUsers: z.number().int().min(0),
    altcoinName: z.string(),
    privacyContactEmail: z.string(),
    customMetricsPrefix: z.string(),
    chatBot: z.object({
      name: z.string(),
      avatar: z.string(),
      model: z.string(),
      llmApiUrl: z.string(),
      llmMaxRetries: z.number().int().min(0),
      sampleQuestions: z.array(z.string()),
      engine: z.enum(['builtin', 'openai']),
      gullibility: z.enum(['easy', 'normal', 'hard']),
    }),
    social: z.object({
      blueSkyUrl: nullableString.optional(),
      mastodonUrl: nullableString.optional(),
      twitterUrl: nullableString.optional(),
      facebookUrl: nullableString.optional(),
      slackUrl: nullableString.optional(),
      redditUrl: nullableString.optional(),
      pressKitUrl: nullableString.optional(),
      nftUrl: nullableString.optional(),
      questionnaireUrl: nullableString.optional(),
    }),
    recyclePage: z.object({ topProductImage: z.string(), bottomProductImage: z.string() }),
    welcomeBanner: z.object({ showOnFirstStart: z.boolean(), title: z.string(), message: z.string() }),
    cookieConsent: z.object({
      message: z.string(),
      dismissText: z.string(),
      linkText: z.string(),
      linkUrl: z.string(),
    }),
    securityTxt: z.object({
      contact: z.string(),
      encryption: z.string(),
      acknowledgements: z.string(),
      hiring: z.string(),
      csaf: z.string(),
    }),
    promotion: z.object({ video: z.string(), subtitles: z.string() }),
    easterEggPlanet: z.object({ name: z.string(), overlayMap: z.string() }),
    googleOauth: z.object({
      clientId: z.string(),
      authorizedRedirects: z.array(z.object({ uri: z.string(), proxy: z.string().optional() })),
    }),
  }),
  challenges: z.object({
    showSolvedNotifications: z.boolean(),
    showHints: z.boolean(),
    showMitigations: z.boolean(),
    codingChallengesEnabled: z.enum(['never', 'solved', 'always']),
    restrictToTutorialsFirst: z.boolean(),
    overwriteUrlForProductTamperingChallenge: z.string(),
    overwriteUrlForCsrfChallenge: z.string(),
    xssBonusPayload: z.string(),
    safetyMode: z.enum(['auto', 'enabled', 'disabled']),
    csafHashValue: z.string(),
    metricsIgnoredUserAgents: z.array(z.string()),
  }),
  hackingInstructor: z.object({
    isEnabled: z.boolean(),
    avatarImage: z.string(),
    hintPlaybackSpeed: z.enum(['faster', 'fast', 'normal', 'slow', 'slower']),
  }),
  products: z.array(productSchema).min(4),
  memories: z.array(memorySchema).min(2),
  ctf: z.object({
    showFlagsInNotifications: z.boolean(),
    showCountryDetailsInNotifications: z.enum(['none', 'name', 'flag', 'both']),
    countryMapping: z.record(z.string(), z.object({ name: z.string(), code: z.string() })).nullable(),
    systemWideNotifications: z.object({
      url: z.string().nullable(),
      pollFrequencySeconds: z.number().nullable(),
    }),
  }),
  event: z
    .object({
      challenges: challengeSelectionSchema.nullable().default(null),
      announcements: z.array(z.string().trim().min(1).max(ANNOUNCEMENT_MAX_LENGTH)).max(50).default([]),
    })
    .default({ challenges: null, announcements: [] }),
  workshop: z
    .object({
      enabled: z.boolean(),
      maxTeams: z.number().int().min(1).max(10_000),
      selfService: z.boolean(),
      publicScoreboard: z.boolean(),
      trainerPort: z.coerce.number().int().min(0).max(65535).nullable().default(null),
      trainerHost: z.string().min(1).nullable().default(null),
      trustProxy: z.boolean().default(false),
      scoreRestoredSolves: z.boolean().default(false),
      selfServiceTeamsPerAddressPerHour: z.number().int().min(1).max(10_000).default(3),
      selfServiceShareOfMaxTeams: z.number().min(0).max(1).default(0.9),
    })
    .default({
      enabled: false,
      maxTeams: 100,
      selfService: true,
      publicScoreboard: true,
      trainerPort: null,
      trainerHost: null,
      trustProxy: false,
      scoreRestoredSolves: false,
      selfServiceTeamsPerAddressPerHour: 3,
      selfServiceShareOfMaxTeams: 0.9,
    }),
})

export type ShopConfig = z.infer<typeof configSchema>
export type ProductConfig = z.infer<typeof productSchema>
export type MemoryConfig = z.infer<typeof memorySchema>
