import type { Shop } from '../../shop/shop.js'
import { gauge, type MetricFamily, type Sample } from './registry.js'

interface CountRow {
  difficulty: number
  category: string
  total: number
  solved: number
}

const scalar = (shop: Shop, sql: string): number => {
  const row = shop.db.prepare(sql).get() as { value: number | null } | undefined
  return row?.value ?? 0
}

function challengeFamilies(shop: Shop, prefix: string): MetricFamily[] {
  const rows = shop.db
    .prepare(
      `SELECT difficulty, category, COUNT(*) AS total, SUM(CASE WHEN solved = 1 THEN 1 ELSE 0 END) AS solved
       FROM Challenges GROUP BY difficulty, category ORDER BY difficulty, category`,
    )
    .all() as CountRow[]
  const labels = (row: CountRow) => ({ difficulty: String(row.difficulty), category: row.category })
  const coding = (sql: string) => scalar(shop, `SELECT COUNT(*) AS value FROM Challenges WHERE ${sql}`)
  return [
    gauge(
      `${prefix}_challenges_solved`,
      'Number of solved challenges grouped by difficulty and category.',
      rows.map((row) => ({ labels: labels(row), value: row.solved })),
    ),
    gauge(
      `${prefix}_challenges_total`,
      'Total number of challenges grouped by difficulty and category.',
      rows.map((row) => ({ labels: labels(row), value: row.total })),
    ),
    gauge(
      `${prefix}_coding_challenges_progress`,
      'Number of coding challenges grouped by progression phase.',
      [
        {
          labels: { phase: 'find it' },
          value: coding('hasCodingChallenge = 1 AND codingChallengeStatus = 1'),
        },
        {
          labels: { phase: 'fix it' },
          value: coding('hasCodingChallenge = 1 AND codingChallengeStatus = 2'),
        },
        {
          labels: { phase: 'unsolved' },
          value: coding('hasCodingChallenge = 1 AND COALESCE(codingChallengeStatus, 0) = 0'),
        },
      ],
    ),
    gauge(
      `${prefix}_coding_challenges_accuracy`,
      'Share of correct submissions per coding-challenge phase since the start.',
      (['find it', 'fix it'] as const).map((phase) => ({
        labels: { phase },
        value: shop.engine.coding.accuracy(phase),
      })),
    ),
    // the median of the fresh solves' cheat scores (challenges/cheat-score.ts); 0 while nothing looked suspicious
    gauge(
      `${prefix}_cheat_score`,
      'Overall probability that any hacking or coding challenges were solved by cheating.',
      [{ labels: {}, value: shop.engine.totalCheatScore() }],
    ),
  ]
}

function businessFamilies(shop: Shop, prefix: string): MetricFamily[] {
  const count = (sql: string) => scalar(shop, sql)
  const one = (value: number): Sample[] => [{ labels: {}, value }]
  return [
    gauge(`${prefix}_users_registered`, 'Number of registered users grouped by customer type.', [
      {
        labels: { type: 'standard' },
        value: count(`SELECT COUNT(*) AS value FROM Users WHERE role = 'customer'`),
      },
      {
        labels: { type: 'deluxe' },
        value: count(`SELECT COUNT(*) AS value FROM Users WHERE role = 'deluxe'`),
      },
    ]),
    gauge(
      `${prefix}_users_registered_total`,
      'Total number of registered users.',
      one(count('SELECT COUNT(*) AS value FROM Users')),
    ),
    gauge(
      `${prefix}_wallet_balance_total`,
      'Total balance of all users digital wallets.',
      one(count('SELECT SUM(balance) AS value FROM Wallets')),
    ),
    gauge(
      `${prefix}_orders_placed_total`,
      'Number of orders placed in the shop.',
      one(shop.docs.orders.count()),
    ),
    gauge(`${prefix}_user_social_interactions`, 'Number of social interactions with users grouped by type.', [
      { labels: { type: 'review' }, value: shop.docs.posts.count() },
      { labels: { type: 'feedback' }, value: count('SELECT COUNT(*) AS value FROM Feedbacks') },
      { labels: { type: 'complaint' }, value: count('SELECT COUNT(*) AS value FROM Complaints') },
    ]),
  ]
}

const counter = (name: string, help: string, samples: Sample[]): MetricFamily => ({
  name,
  help,
  type: 'counter',
  samples,
})

/** Token usage and tool calls of the support chat (spec/api.md §5.6). */
function llmFamilies(shop: Shop, prefix: string): MetricFamily[] {
  const { inputTokens, outputTokens, toolCalls } = shop.chat.stats
  const byType = (values: Record<string, number>): Sample[] =>
    Object.entries(values).map(([type, value]) => ({ labels: { type }, value }))
  const total = (values: Record<string, number>): Sample[] => [
    { labels: {}, value: Object.values(values).reduce((sum, value) => sum + value, 0) },
  ]
  return [
    counter(`${prefix}_llm_input_tokens_total`, 'Tokens sent to the chatbot model.', total(inputTokens)),
    counter(
      `${prefix}_llm_input_tokens`,
      'Tokens sent to the chatbot model, by cache use.',
      byType(inputTokens),
    ),
    counter(`${prefix}_llm_output_tokens_total`, 'Tokens the chatbot model produced.', total(outputTokens)),
    counter(
      `${prefix}_llm_output_tokens`,
      'Tokens the chatbot model produced, by kind.',
      byType(outputTokens),
    ),
    counter(
      `${prefix}_llm_tool_calls_total`,
      'Tool calls of the chatbot, by tool.',
      [...toolCalls].map(([tool, value]) => ({ labels: { tool }, value })),
    ),
  ]
}

function versionFamily(shop: Shop, prefix: string): MetricFamily {
  const [major = '0', minor = '0', patch = '0'] = shop.version.split(/[.-]/)
  return gauge(`${prefix}_version_info`, 'Release version of the shop.', [
    { labels: { version: shop.version, major, minor, patch }, value: 1 },
  ])
}

function startupFamily(shop: Shop, prefix: string): MetricFamily {
  return gauge(
    `${prefix}_startup_duration_seconds`,
    'Duration the shop required to perform a certain task during startup.',
    Object.entries(shop.startupDurations).map(([task, value]) => ({ labels: { task }, value })),
  )
}

/** The shop's own series of spec/api.md §5.6, read from the current state when scraped. */
export function shopMetrics(shop: Shop): MetricFamily[] {
  const prefix = shop.config.application.customMetricsPrefix
  return [
    versionFamily(shop, prefix),
    startupFamily(shop, prefix),
    ...challengeFamilies(shop, prefix),
    ...businessFamilies(shop, prefix),
    ...llmFamilies(shop, prefix),
  ]
}
