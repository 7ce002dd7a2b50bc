/** Shape of one benchmark result; the harness itself is plain JavaScript (run.mjs). */
export interface BenchResult {
  name: string
  requestsPerSecond: number
  latencyP99Ms: number
}
