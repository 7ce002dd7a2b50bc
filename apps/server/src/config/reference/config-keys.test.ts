import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { flattenKeys, listConfigKeys } from './config-keys.js'

describe('configuration keys from the schema', () => {
  const keys = flattenKeys(
    listConfigKeys(
      z.object({
        port: z.coerce.number().int().min(0).max(65535),
        count: z.number().int().min(0),
        mode: z.enum(['auto', 'on']),
        link: z.string().nullable().optional(),
        origins: z.array(z.url()).default([]),
        products: z.array(z.object({ name: z.string().min(1) })).min(4),
        countries: z.record(z.string(), z.object({ code: z.string() })).nullable(),
      }),
    ),
  )
  const key = (path: string) => keys.find((candidate) => candidate.path === path)

  it('lists nested keys with [] for list entries and * for map values, parents first', () => {
    expect(keys.map((candidate) => candidate.path)).toEqual([
      'port',
      'count',
      'mode',
      'link',
      'origins',
      'products',
      'products[].name',
      'countries',
      'countries.*.code',
    ])
  })

  it('states types, optionality and the bounds an operator can act on', () => {
    expect(key('port')).toMatchObject({ type: 'integer', allowed: ['0–65535'], optional: false })
    expect(key('count')).toMatchObject({ type: 'integer', allowed: ['≥ 0'] })
    expect(key('mode')).toMatchObject({ type: 'string', allowed: ['`auto`, `on`'] })
    expect(key('link')).toMatchObject({ type: 'string or null', optional: true })
    expect(key('origins')).toMatchObject({ type: 'list of URLs', optional: true })
    expect(key('products')).toMatchObject({ type: 'list of objects', allowed: ['at least 4 entries'] })
    expect(key('products[].name')).toMatchObject({ allowed: ['not empty'] })
    expect(key('countries')).toMatchObject({ type: 'map of objects or null' })
  })
})
