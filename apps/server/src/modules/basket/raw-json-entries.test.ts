import { describe, expect, it } from 'vitest'
import { firstAndLast, rawJsonEntries } from './raw-json-entries.js'

describe('rawJsonEntries', () => {
  it('keeps duplicate members in order', () => {
    const entries = rawJsonEntries('{ "ProductId": 14,"BasketId":"1","quantity":1,"BasketId":"2" }')
    expect(entries).toEqual([
      ['ProductId', 14],
      ['BasketId', '1'],
      ['quantity', 1],
      ['BasketId', '2'],
    ])
    expect(firstAndLast(entries ?? [], 'BasketId')).toEqual({ first: '1', last: '2', present: true })
    expect(firstAndLast(entries ?? [], 'coupon')).toEqual({
      first: undefined,
      last: undefined,
      present: false,
    })
  })

  it('parses nested values, escapes and brackets inside strings whole', () => {
    const text = '{"a":{"b":[1,{"c":"}]"}]},"s":"x\\"}{","n":-1.5e3,"t":true,"z":null,"e":[], "o" : {}}'
    expect(rawJsonEntries(text)).toEqual([
      ['a', { b: [1, { c: '}]' }] }],
      ['s', 'x"}{'],
      ['n', -1500],
      ['t', true],
      ['z', null],
      ['e', []],
      ['o', {}],
    ])
  })

  it('decodes escaped keys like JSON.parse', () => {
    expect(rawJsonEntries('{"Basket\\u0049d":3}')).toEqual([['BasketId', 3]])
  })

  it.each([
    '',
    '[]',
    '42',
    '"text"',
    '{',
    '{"a"}',
    '{"a":1,}',
    '{"a":1} x',
    '{"a":[1,2}',
    '{"a":"open}',
    '{a:1}',
  ])('answers undefined for %j', (text) => {
    expect(rawJsonEntries(text)).toBeUndefined()
  })

  it('reads an empty object', () => {
    expect(rawJsonEntries(' { } ')).toEqual([])
  })
})
