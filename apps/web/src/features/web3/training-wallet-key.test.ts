import { afterEach, describe, expect, it } from 'vitest'
import { createTrainingKey, loadTrainingKey, TRAINING_WALLET_STORAGE_KEY } from './training-wallet-key'

describe('the training wallet key', () => {
  afterEach(() => localStorage.clear())

  it('is generated in the browser and kept in local storage', () => {
    const key = loadTrainingKey()
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(localStorage.getItem(TRAINING_WALLET_STORAGE_KEY)).toBe(key)
    expect(loadTrainingKey()).toBe(key)
  })

  it('replaces a stored value that is no key', () => {
    localStorage.setItem('juicyWeb3Wallet', 'not a key')
    expect(loadTrainingKey()).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('is replaced by a new one on request', () => {
    const old = loadTrainingKey()
    const fresh = createTrainingKey()
    expect(fresh).not.toBe(old)
    expect(loadTrainingKey()).toBe(fresh)
  })
})
