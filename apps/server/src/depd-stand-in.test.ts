import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The stand-in the server bundle gets for depd (scripts/bundle-shims/, chosen in scripts/bundle-server.mjs) must
// answer the calls the bundled libraries make as the real one does.
const require = createRequire(import.meta.url)
const shims = new URL('../../../scripts/bundle-shims/', import.meta.url).pathname
const load = <T>(name: string): T => {
  delete require.cache[require.resolve(`${shims}${name}`)]
  return require(`${shims}${name}`) as T
}

type Depd = (namespace: string) => (message: string) => void

describe("the server bundle's depd stand-in", () => {
  it('depd reports a deprecated use through the real depd, with its namespace', () => {
    const deprecate = load<Depd>('depd.cjs')('juicy-check')
    const reported: (Error & { namespace?: string })[] = []
    const listener = (error: Error) => reported.push(error)
    process.on('deprecation', listener)
    try {
      deprecate('handlers that are Promise-like are deprecated')
    } finally {
      process.off('deprecation', listener)
    }
    expect(reported).toHaveLength(1)
    expect(reported[0]?.message).toBe('handlers that are Promise-like are deprecated')
    expect(reported[0]?.namespace).toBe('juicy-check')
  })
})
