import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loader.js'
import { paths } from '../platform/paths.js'
import { createShop } from '../shop/shop.js'

describe('shop.sandbox', () => {
  it('belongs to one shop, starts its workers on first use and ends them with shop.close()', async () => {
    const shop = createShop({ config: loadConfig({ configDir: paths.configDir, env: {} }), env: {} })
    expect(shop.sandbox.workerCount).toBe(0)
    expect(await shop.sandbox.evaluate('1 + 1')).toMatchObject({ ok: true, value: 2 })
    expect(shop.sandbox.workerCount).toBe(1)
    shop.close()
    expect(shop.sandbox.workerCount).toBe(0)
    expect(await shop.sandbox.evaluate('1')).toMatchObject({
      ok: false,
      error: { message: 'Sandbox closed' },
    })
  })
})
