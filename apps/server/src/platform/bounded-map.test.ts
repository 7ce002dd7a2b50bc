import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map.js'

describe('BoundedMap', () => {
  it('keeps entries up to its limit', () => {
    const map = new BoundedMap<string, number>(3)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ])
  })

  it('starts afresh when a new entry would pass the limit', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map]).toEqual([['c', 3]])
  })

  it('replaces a known entry without forgetting the others', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 5)
    expect([...map]).toEqual([
      ['a', 5],
      ['b', 2],
    ])
  })
})
