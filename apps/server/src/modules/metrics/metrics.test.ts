import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestShop, type TestShop } from '../../test-support/test-shop.js'

let t: TestShop
beforeEach(async () => {
  t = await startTestShop()
})
afterEach(async () => {
  await t.close()
})

const scrape = async (): Promise<string> => {
  const response = await t.request('/metrics', { headers: { 'User-Agent': 'Prometheus/2.45.0' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}

describe('GET /metrics (metrics.test.ts)', () => {
  it('exposes the shop series with the default app label', async () => {
    await t.request('/rest/admin/application-version')
    const text = await scrape()
    for (const line of [
      /^juiceshop_version_info\{version="\d+\.\d+\.\d+(-SNAPSHOT)?",major="\d+",minor="\d+",patch="\d+",app="juiceshop"\} 1$/m,
      /^juiceshop_challenges_solved\{difficulty="[1-6]",category="[^"]+",app="juiceshop"\} \d+$/m,
      /^juiceshop_challenges_total\{difficulty="[1-6]",category="[^"]+",app="juiceshop"\} \d+$/m,
      /^juiceshop_cheat_score\{app="juiceshop"\} [\d.]+$/m,
      /^juiceshop_coding_challenges_progress\{phase="(find it|fix it|unsolved)",app="juiceshop"\} \d+$/m,
      /^juiceshop_users_registered_total\{app="juiceshop"\} \d+$/m,
      /^juiceshop_users_registered\{type="deluxe",app="juiceshop"\} \d+$/m,
      /^juiceshop_wallet_balance_total\{app="juiceshop"\} [\d.]+$/m,
      /^juiceshop_orders_placed_total\{app="juiceshop"\} \d+$/m,
      /^juiceshop_user_social_interactions\{type="review",app="juiceshop"\} \d+$/m,
      /^juiceshop_startup_duration_seconds\{task="copyStaticFiles",app="juiceshop"\} [\d.e-]+$/m,
      /^http_requests_count\{status_code="2XX",app="juiceshop"\} \d+$/m,
      /^process_resident_memory_bytes\{app="juiceshop"\} \d+$/m,
      /^nodejs_eventloop_lag_seconds\{app="juiceshop"\} [\d.e-]+$/m,
    ]) {
      expect(text).toMatch(line)
    }
  })

  it("adds the process and Node.js runtime series under prom-client's default names", async () => {
    const text = await scrape()
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_cpu_system_seconds_total',
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'process_resident_memory_bytes',
      'process_open_fds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
      'nodejs_heap_size_total_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_external_memory_bytes',
      'nodejs_heap_space_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `)
      expect(text).toMatch(new RegExp(`^${name}\\{[^}]*app="juiceshop"[^}]*\\} [\\d.e+-]+$`, 'm'))
    }
    expect(text).toMatch(/^nodejs_version_info\{version="v\d+\.\d+\.\d+",major="\d+",.*app="juiceshop"\} 1$/m)
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram')
  })

  it('reports the median cheat score of the fresh solves', async () => {
    expect(await scrape()).toMatch(/^juiceshop_cheat_score\{app="juiceshop"\} 0$/m)
    // two 1-star challenges within seconds of the start and of each other: implausibly fast (20 s minimum)
    await t.request('/ftp/acquisitions.md')
    await t.request('/metrics', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; browser)' } })
    expect((await t.challenge('exposedMetricsChallenge')).solved).toBe(true)
    const value = Number(/^juiceshop_cheat_score\{app="juiceshop"\} ([\d.]+)$/m.exec(await scrape())?.[1])
    expect(value).toBeGreaterThan(0.5)
    expect(value).toBeLessThanOrEqual(1)
  })

  it('counts uploads reported by the upload routes', async () => {
    t.shop.events.publish('upload.counted', { fileType: 'pdf', failed: false })
    t.shop.events.publish('upload.counted', { fileType: 'xml', failed: true })
    const text = await scrape()
    expect(text).toMatch(/^file_uploads_count\{file_type="pdf",app="juiceshop"\} 1$/m)
    expect(text).toMatch(/^file_upload_errors\{file_type="xml",app="juiceshop"\} 1$/m)
  })

  it('uses the configured prefix', async () => {
    await t.close()
    t = await startTestShop({ overrides: { application: { customMetricsPrefix: 'pressbar' } } })
    const text = await scrape()
    expect(text).toMatch(/^pressbar_challenges_total\{.*app="pressbar"\} \d+$/m)
    expect(text).not.toContain('juiceshop_')
  })
})
