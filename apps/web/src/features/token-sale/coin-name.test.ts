import { describe, expect, it } from 'vitest'
import { coinName, DEFAULT_COIN_NAME } from './coin-name'

describe('token-sale coin name', () => {
  it('uses the configured name', () => {
    expect(coinName('Sevencoin')).toBe('Sevencoin')
    expect(coinName('  Bodgecoin ')).toBe('Bodgecoin')
  })

  it('falls back to Juicycoin when none is configured', () => {
    expect(DEFAULT_COIN_NAME).toBe('Juicycoin')
    expect(coinName(undefined)).toBe('Juicycoin')
    expect(coinName(null)).toBe('Juicycoin')
    expect(coinName('   ')).toBe('Juicycoin')
  })
})
