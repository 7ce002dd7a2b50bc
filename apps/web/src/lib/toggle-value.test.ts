import { describe, expect, it } from 'vitest'
import { toggleValue } from './toggle-value'

describe('toggleValue', () => {
  it('toggles values in sorted lists', () => {
    expect(toggleValue([1, 3], 2)).toEqual([1, 2, 3])
    expect(toggleValue([1, 2, 3], 2)).toEqual([1, 3])
  })
})
