import type { Registry } from 'prom-client'
import type { MetricFamily } from './registry.js'

/**
 * prom-client's default collector (`process_*`, `nodejs_*`) describes the whole process, so every shop of a
 * workshop reports the same values from one registry. It holds nothing of any team (the shop's own series stay on
 * the shop) and is created at the first scrape: loading prom-client at start-up would slow every start.
 */
let defaultRegistry: Promise<Registry> | undefined

async function createDefaultRegistry(): Promise<Registry> {
  const { collectDefaultMetrics, Registry } = await import('prom-client')
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return registry
}

type PromFamily = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number]
/** A histogram's samples also name their series (`_bucket`, `_sum`, `_count`). */
type PromSample = PromFamily['values'][number] & { metricName?: string }

const toFamily = ({ name, help, type, values }: PromFamily): MetricFamily => ({
  name,
  help,
  type: String(type) as MetricFamily['type'],
  samples: values.map(({ labels, value, metricName }: PromSample) => ({
    name: metricName,
    labels: Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, String(label)])),
    value,
  })),
})

/** The standard process and Node.js runtime series, under prom-client's default names. */
export async function processMetrics(): Promise<MetricFamily[]> {
  defaultRegistry ??= createDefaultRegistry()
  return (await (await defaultRegistry).getMetricsAsJSON()).map(toFamily)
}
