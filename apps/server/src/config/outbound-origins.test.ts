import { describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { ConfigError, loadConfig } from './loader.js'

const load = (overrides: Record<string, unknown> = {}) =>
  loadConfig({ configDir: paths.configDir, env: {}, overrides })

describe('server.outboundOrigins', () => {
  it('allows no outside origin by default', () => {
    expect(load().server.outboundOrigins).toEqual([])
  })

  it('accepts origins an operator lists', () => {
    const config = load({ server: { outboundOrigins: ['https://images.example.org'] } })
    expect(config.server.outboundOrigins).toEqual(['https://images.example.org'])
  })

  it('rejects values that are not URLs, naming the key', () => {
    expect(() => load({ server: { outboundOrigins: ['not a url'] } })).toThrow(ConfigError)
    expect(() => load({ server: { outboundOrigins: ['not a url'] } })).toThrow(/server\.outboundOrigins/)
  })
})
