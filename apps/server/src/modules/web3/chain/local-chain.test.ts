import { describe, expect, it } from 'vitest'
import { LocalChain } from './local-chain.js'

describe('LocalChain', () => {
  it('stops a chain nobody used for its idle time, and starts a fresh one on the next use', async () => {
    const chain = new LocalChain(1_500)
    try {
      const first = await chain.addresses()
      expect(chain.running).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 500))
      await chain.addresses() // a use in between starts the idle time again
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      expect(chain.running).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(chain.running).toBe(false)
      await expect(chain.addresses()).resolves.toEqual(first) // same deployer and nonces: same addresses
      expect(chain.running).toBe(true)
    } finally {
      chain.stop()
    }
  }, 30_000)
})
