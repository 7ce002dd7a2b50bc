import type { Shop } from '../../shop/shop.js'
import {
  challengeCounts,
  codingChallengesAt,
  rowCount,
  userCount,
  usersWithRole,
  walletTotal,
  type ChallengeCountRow,
} from './metrics.repository.js'
import { gauge, type MetricFamily, type Sample } from './registry.js'

function challengeFamilies(shop: Shop, prefix: string): MetricFamily[] {
  const rows = challengeCounts(shop.db)
  const labels = (row: ChallengeCountRow) => ({ difficulty: String(row.difficulty), category: row.category })
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
          value: codingChallengesAt(shop.db, 1),
        },
        {
          labels: { phase: 'fix it' },
          value: codingChallengesAt(shop.db, 2),
        },
        {
          labels: { phase: 'unsolved' },
          value: codingChallengesAt(shop.db, 0),
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
  const one = (value: number): Sample[] => [{ labels: {}, value }]
  return [
    gauge(`${prefix}_users_registered`, 'Number of registered users grouped by customer type.', [
      {
        labels: { type: 'standard' },
        value: usersWithRole(shop.db, 'customer'),
      },
      {
        labels: { type: 'deluxe' },
        value: usersWithRole(shop.db, 'deluxe'),
      },
    ]),
    gauge(`${prefix}_users_registered_total`, 'Total number of registered users.', one(userCount(shop.db))),
    gauge(
      `${prefix}_wallet_balance_total`,
      'Total balance of all users digital wallets.',
      one(walletTotal(shop.db)),
    ),
    gauge(
      `${prefix}_orders_placed_total`,
      'Number of orders placed in the shop.',
      one(shop.docs.orders.count()),
    ),
    gauge(`${prefix}_user_social_interactions`, 'Number of social interactions with users grouped by type.', [
      { labels: { type: 'review' }, value: shop.docs.posts.count() },
      { labels: { type: 'feedback' }, value: rowCount(shop.db, 'Feedbacks') },
      { labels: { type: 'complaint' }, value: rowCount(shop.db, 'Complaints') },
    ]),
  ]
}

const counter = (name: string, help: string, samples: Sample[]): MetricFamily => ({
  name,
  help,
  type: 'counter',
  samples,
})

/** Token usage and tool calls of the support chat. */
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

/** The shop's own series (the reference's `juiceshop_*` ones), read from the current state when scraped. */
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
