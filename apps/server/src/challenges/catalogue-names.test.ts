import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { referenceCatalogue } from '../test-support/reference-catalogue.js'
import { loadCatalogue } from './catalogue.js'

const catalogue = loadCatalogue(path.join(paths.dataDir, 'challenges.yml'))

describe('data/challenges.yml against the reference catalogue', () => {
  it('holds the 113 reference challenges first, in reference order', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(referenceCatalogue.length)
  })

  it.each(referenceCatalogue)(
    'gives id $id the key, name and difficulty of $key byte for byte',
    ({ id, key, name, difficulty }) => {
      const entry = catalogue.find((challenge) => challenge.id === id)
      expect({ key: entry?.key, name: entry?.name, difficulty: entry?.difficulty }).toEqual({
        key,
        name,
        difficulty,
      })
    },
  )
})
