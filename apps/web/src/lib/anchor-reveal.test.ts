import { describe, expect, it, vi } from 'vitest'
import { registerRevealer, revealAnchor } from './anchor-reveal'

describe('anchor revealers', () => {
  it('reveals a registered element and answers whether anyone could', () => {
    const reveal = vi.fn()
    const unregister = registerRevealer('#folded', reveal)
    expect(revealAnchor('#folded')).toBe(true)
    expect(reveal).toHaveBeenCalledOnce()
    expect(revealAnchor('#elsewhere')).toBe(false)
    unregister()
    expect(revealAnchor('#folded')).toBe(false)
    expect(reveal).toHaveBeenCalledOnce()
  })

  it('keeps a newer revealer when an older one is taken back', () => {
    const older = vi.fn()
    const newer = vi.fn()
    const unregisterOlder = registerRevealer('#folded', older)
    const unregisterNewer = registerRevealer('#folded', newer)
    unregisterOlder()
    revealAnchor('#folded')
    expect(newer).toHaveBeenCalledOnce()
    expect(older).not.toHaveBeenCalled()
    unregisterNewer()
  })
})
