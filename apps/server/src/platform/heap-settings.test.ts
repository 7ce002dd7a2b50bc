import v8 from 'node:v8'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyHeapSettings } from './heap-settings.js'

describe('applyHeapSettings', () => {
  afterEach(() => vi.restoreAllMocks())

  it('holds old-space growth to 30 % once the shop runs', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined)
    applyHeapSettings({})
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=30')
  })

  it("keeps V8's defaults while the build writes the code cache", () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined)
    applyHeapSettings({ JUICY_CODE_CACHE: 'write' })
    expect(setFlags).not.toHaveBeenCalled()
  })
})
