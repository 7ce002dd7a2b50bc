import { describe, expect, it } from 'vitest'
import { Collection } from './document-store.js'

describe('Collection', () => {
  it('finds by Mongo-style criteria and hands out copies', () => {
    const posts = new Collection()
    posts.insert({ product: 1, message: 'fresh' })
    posts.insert({ product: 2, message: 'sour' })
    const [found] = posts.find({ product: 2 })
    expect(found).toMatchObject({ product: 2, message: 'sour' })
    found!.message = 'changed by a caller'
    expect(posts.findOne({ product: 2 })?.message).toBe('sour')
  })

  it('selects with a predicate over the stored documents and hands out copies of the kept ones only', () => {
    const posts = new Collection()
    posts.insert({ product: 1, tags: ['a'] })
    posts.insert({ product: '1', tags: ['b'] })
    posts.insert({ product: 3, tags: ['c'] })
    const seen: unknown[] = []
    const kept = posts.where((doc) => {
      seen.push(doc.product)
      return Number(doc.product) === 1
    })
    expect(seen).toEqual([1, '1', 3])
    expect(kept.map((doc) => doc.tags)).toEqual([['a'], ['b']])
    ;(kept[0]!.tags as string[]).push('changed by a caller')
    expect(posts.where((doc) => doc.product === 1)[0]?.tags).toEqual(['a'])
  })
})
