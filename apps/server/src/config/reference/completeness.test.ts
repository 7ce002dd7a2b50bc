import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configKeyDescriptions, type KeyDescriptions } from '../descriptions/index.js'
import { configSchema } from '../schema.js'
import { listConfigKeys } from './config-keys.js'
import { descriptionProblems, environmentProblems } from './completeness.js'

const schema = z.object({
  server: z.object({ port: z.number().int().min(0).max(65535) }),
  items: z.array(z.object({ name: z.string(), tags: z.array(z.string()).optional() })),
})

const described: KeyDescriptions = {
  server: { since: '0.1.0', description: 'How the shop listens.' },
  'server.port': { since: '0.1.0', description: 'HTTP port.' },
  items: { since: '0.1.0', description: 'Things.' },
  'items[].name': { since: '0.1.0', description: 'Name of a thing.' },
  'items[].tags': { since: '0.2.0', description: 'Tags of a thing.' },
}

const without = (path: string): KeyDescriptions =>
  Object.fromEntries(Object.entries(described).filter(([key]) => key !== path))

describe('configuration reference completeness', () => {
  it('accepts a schema whose every key, nested and list-entry fields included, is described', () => {
    expect(descriptionProblems(listConfigKeys(schema), described)).toEqual([])
  })

  it('names a nested key that has no description', () => {
    expect(descriptionProblems(listConfigKeys(schema), without('server.port'))).toEqual([
      'server.port: no description',
      'server.port: no "since" naming a release (0.1.0, 0.2.0, 0.3.0)',
    ])
  })

  it('names a field of list entries by its [] path', () => {
    expect(descriptionProblems(listConfigKeys(schema), without('items[].tags'))).toContain(
      'items[].tags: no description',
    )
  })

  it('rejects an empty description and a release that does not exist', () => {
    const broken = {
      ...described,
      'server.port': { since: '9.9.9', description: ' ' },
    } as unknown as KeyDescriptions
    expect(descriptionProblems(listConfigKeys(schema), broken)).toEqual([
      'server.port: no description',
      'server.port: no "since" naming a release (0.1.0, 0.2.0, 0.3.0)',
    ])
  })

  it('names a description left behind by a renamed key', () => {
    const stale = { ...described, 'server.host': { since: '0.1.0', description: 'Old.' } } as KeyDescriptions
    expect(descriptionProblems(listConfigKeys(schema), stale)).toEqual([
      'server.host: described, but the schema has no such key',
    ])
  })

  it('names environment variables read but not described, described but no longer read, or overriding no key', () => {
    const keys = listConfigKeys(schema)
    const port = {
      name: 'PORT',
      description: 'HTTP port.',
      overrides: 'server.port',
      since: '0.1.0' as const,
    }
    expect(environmentProblems(['PORT', 'NEW_SWITCH'], [port], keys)).toEqual([
      'NEW_SWITCH: read by the server but not described (config/environment-variables.ts)',
    ])
    expect(environmentProblems([], [port], keys)).toEqual(['PORT: described, but the server never reads it'])
    expect(environmentProblems(['PORT'], [{ ...port, overrides: 'server.host' }], keys)).toEqual([
      'PORT: overrides server.host, which the schema does not have',
    ])
  })

  it("describes every key of the shop's own schema", () => {
    expect(descriptionProblems(listConfigKeys(configSchema), configKeyDescriptions)).toEqual([])
  })
})
