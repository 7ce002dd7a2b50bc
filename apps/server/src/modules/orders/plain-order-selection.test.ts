import { afterAll, describe, expect, it, vi } from 'vitest'
import { Sandbox } from '../../sandbox/sandbox.js'
import { orderSelection } from './orders.service.js'
import { withPlainIdFastPath } from './plain-order-selection.js'

const sandbox = new Sandbox()
afterAll(() => sandbox.close())

const orders = [
  { orderId: '5267-f9cd5882f54c75a3', email: 'admin@juice-sh.op' },
  { orderId: '5267-f73dcd9d11e6a6b4', email: 'admin@juice-sh.op' },
  { orderId: '5267-f9cd5882f54c75a3', email: 'a copy' },
  { orderId: 5267, email: 'a number' },
  { email: 'no id' },
]

describe('order tracking with a fast path for plain ids', () => {
  it('answers a plain id without the sandbox, with exactly what the sandbox answers', async () => {
    const filter = vi.spyOn(sandbox, 'filterDocuments')
    const fast = withPlainIdFastPath(sandbox)
    for (const id of ['5267-f9cd5882f54c75a3', '5267-f73dcd9d11e6a6b4', '5267', 'unknown_id', '']) {
      const expression = orderSelection(id)
      const answered = await fast.filterDocuments(orders, expression)
      expect(filter).not.toHaveBeenCalled()
      const inSandbox = await sandbox.filterDocuments(orders, expression)
      expect(inSandbox.ok).toBe(true)
      expect(answered, id).toEqual({ ok: true, value: inSandbox.ok && inSandbox.value })
      filter.mockClear()
    }
    filter.mockRestore()
  })

  it('sends anything else to the sandbox, where the injection runs', async () => {
    const filter = vi.spyOn(sandbox, 'filterDocuments')
    const fast = withPlainIdFastPath(sandbox)
    const injection = orderSelection("' || true || '")
    await expect(fast.filterDocuments(orders, injection)).resolves.toMatchObject({
      ok: true,
      value: [0, 1, 2, 3, 4],
    })
    expect(filter).toHaveBeenCalledWith(orders, injection, undefined)
    filter.mockRestore()
  })
})
