/** Label names and values of one series. */
export type Labels = Record<string, string>

export interface Sample {
  /** The series name where it differs from the family's (a histogram's `_bucket`, `_sum` and `_count`). */
  name?: string
  labels: Labels
  value: number
}

/** One metric family of the Prometheus text exposition format. */
export interface MetricFamily {
  name: string
  help: string
  type: 'counter' | 'gauge' | 'histogram' | 'summary'
  samples: Sample[]
}

const escapeLabel = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')

const formatValue = (value: number): string =>
  Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN'

function formatSample(familyName: string, { name, labels, value }: Sample, defaults: Labels): string {
  const all = { ...labels, ...defaults }
  const text = Object.entries(all)
    .map(([key, label]) => `${key}="${escapeLabel(label)}"`)
    .join(',')
  return `${name ?? familyName}{${text}} ${formatValue(value)}`
}

/** Prometheus text format 0.0.4; every series carries the default labels (e.g. `app="juiceshop"`). */
export function exposition(families: MetricFamily[], defaults: Labels): string {
  return families
    .map((family) =>
      [
        `# HELP ${family.name} ${family.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
        `# TYPE ${family.name} ${family.type}`,
        ...family.samples.map((sample) => formatSample(family.name, sample, defaults)),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n')
}

/** A counter with labels; its state lives on the object that owns it (one per shop app). */
export class LabelledCounter {
  private readonly values = new Map<string, Sample>()

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  increment(labels: Labels, by = 1): void {
    const key = JSON.stringify(labels)
    const sample = this.values.get(key) ?? { labels, value: 0 }
    sample.value += by
    this.values.set(key, sample)
  }

  family(): MetricFamily {
    return { name: this.name, help: this.help, type: 'counter', samples: [...this.values.values()] }
  }
}

/** A gauge family computed when scraped. */
export const gauge = (name: string, help: string, samples: Sample[]): MetricFamily => ({
  name,
  help,
  type: 'gauge',
  samples,
})
