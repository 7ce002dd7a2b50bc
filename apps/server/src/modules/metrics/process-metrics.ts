import { setImmediate as nextTurn } from 'node:timers/promises'
import { gauge, type MetricFamily } from './registry.js'

/** How long a callback queued now waits for the event loop, in seconds (measured at scrape time). */
async function eventLoopLag(): Promise<number> {
  const start = process.hrtime.bigint()
  await nextTurn()
  return Number(process.hrtime.bigint() - start) / 1e9
}

/** The basic process and Node.js runtime series a Prometheus client exposes by default. */
export async function processMetrics(): Promise<MetricFamily[]> {
  const memory = process.memoryUsage()
  const cpu = process.cpuUsage()
  const lag = await eventLoopLag()
  const one = (value: number) => [{ labels: {}, value }]
  return [
    {
      name: 'process_cpu_user_seconds_total',
      help: 'Total user CPU time spent in seconds.',
      type: 'counter',
      samples: one(cpu.user / 1e6),
    },
    {
      name: 'process_cpu_system_seconds_total',
      help: 'Total system CPU time spent in seconds.',
      type: 'counter',
      samples: one(cpu.system / 1e6),
    },
    {
      name: 'process_cpu_seconds_total',
      help: 'Total user and system CPU time spent in seconds.',
      type: 'counter',
      samples: one((cpu.user + cpu.system) / 1e6),
    },
    gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', one(memory.rss)),
    gauge(
      'process_start_time_seconds',
      'Start time of the process since unix epoch in seconds.',
      one(Math.round(Date.now() / 1000 - process.uptime())),
    ),
    gauge('nodejs_heap_size_total_bytes', 'Process heap size from Node.js in bytes.', one(memory.heapTotal)),
    gauge(
      'nodejs_heap_size_used_bytes',
      'Process heap size used from Node.js in bytes.',
      one(memory.heapUsed),
    ),
    gauge('nodejs_external_memory_bytes', 'Node.js external memory size in bytes.', one(memory.external)),
    gauge('nodejs_eventloop_lag_seconds', 'Lag of event loop in seconds.', one(lag)),
    gauge('nodejs_version_info', 'Node.js version info.', [
      { labels: { version: process.version }, value: 1 },
    ]),
  ]
}
