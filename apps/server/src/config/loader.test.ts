import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { paths } from '../platform/paths.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'
import { readJson } from '../test-support/http-helpers.js'
import { ConfigError, loadConfig, mergeConfig } from './loader.js'
import type { ShopConfig } from './schema.js'

type Tree = Record<string, unknown>

const configDir = paths.configDir
const load = (overrides: Tree = {}, env: NodeJS.ProcessEnv = {}): ShopConfig =>
  loadConfig({ configDir, env, overrides })

/** The error thrown by `action`, which must be a ConfigError. */
function configErrorOf(action: () => unknown): ConfigError {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every value a profile sets is visible in the loaded configuration (arrays whole, null as removed/null). */
function expectOverlayApplied(actual: unknown, overlay: Tree, trail: string): void {
  expect(isTree(actual), trail).toBe(true)
  const tree = actual as Tree
  for (const [key, value] of Object.entries(overlay)) {
    const where = `${trail}.${key}`
    if (value === null) expect(tree[key] ?? null, where).toBeNull()
    else if (isTree(value)) expectOverlayApplied(tree[key], value, where)
    else expect(tree[key], where).toEqual(value)
  }
}

const profiles = readdirSync(configDir)
  .filter((file) => file.endsWith('.yml') && file !== 'default.yml')
  .map((file) => file.slice(0, -'.yml'.length))

describe('loadConfig', () => {
  it('loads and validates default.yml', () => {
    const config = load()
    expect(config.server.port).toBe(3000)
    expect(config.application.domain).toBe('juice-sh.op')
    expect(config.application.name).toBe('OWASP Juice Shop')
    expect(config.application.theme).toBe('bluegrey-lightgreen')
    expect(config.application.social.questionnaireUrl).toBeNull()
    expect(config.challenges.safetyMode).toBe('auto')
    expect(config.ctf.countryMapping).toBeNull()
    expect(config.products).toHaveLength(56)
    expect(config.memories).toHaveLength(9)
  })

  it('finds the bundled profiles', () => {
    expect(profiles).toEqual(expect.arrayContaining(['ctf', 'fbctf', 'quiet', 'tutorial', 'unsafe']))
  })

  it.each(profiles)('loads the %s profile when NODE_ENV selects it', (profile) => {
    const overlay = YAML.parse(readFileSync(path.join(configDir, `${profile}.yml`), 'utf8')) as Tree
    const config = load({}, { NODE_ENV: profile })
    expectOverlayApplied(config, overlay, profile)
  })

  it.each(['../config/ctf', '/etc/passwd', 'ctf/../ctf', '.hidden'])(
    'refuses NODE_ENV %s, which is a path rather than a profile name',
    (profile) => {
      expect(() => load({}, { NODE_ENV: profile })).toThrow(ConfigError)
    },
  )

  it('applies the ctf profile over the defaults and keeps what it does not mention', () => {
    const config = load({}, { NODE_ENV: 'ctf' })
    expect(config.application.theme).toBe('neon-fire')
    expect(config.ctf.showFlagsInNotifications).toBe(true)
    expect(config.challenges.showHints).toBe(false)
    expect(config.application.name).toBe('OWASP Juice Shop')
    expect(config.products).toHaveLength(56)
  })

  it('finds a profile in SHOP_CONFIG_DIR before the bundled ones', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'juicy-profiles-'))
    try {
      writeFileSync(path.join(folder, 'ctf.yaml'), 'application:\n  name: Own CTF\n')
      writeFileSync(path.join(folder, 'branded.yml'), 'application:\n  theme: deeporange-indigo\n')
      expect(load({}, { NODE_ENV: 'ctf', SHOP_CONFIG_DIR: folder }).application.name).toBe('Own CTF')
      expect(load({}, { NODE_ENV: 'branded', SHOP_CONFIG_DIR: folder }).application.theme).toBe(
        'deeporange-indigo',
      )
      // Without the profile there, the bundled one applies.
      expect(load({}, { NODE_ENV: 'quiet', SHOP_CONFIG_DIR: folder })).toEqual(
        load({}, { NODE_ENV: 'quiet' }),
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('runs with the defaults for a NODE_ENV without a matching file, and warns unless the name is conventional', () => {
    const warnings: string[] = []
    const loadWarning = (NODE_ENV: string) =>
      loadConfig({ configDir, env: { NODE_ENV }, warn: (message) => warnings.push(message) })
    expect(loadWarning('no-such-profile')).toEqual(load())
    expect(warnings).toEqual([
      expect.stringMatching(
        /^NODE_ENV "no-such-profile" names no profile \(looked for no-such-profile\.yml, no-such-profile\.yaml in .*config\): running with the defaults$/,
      ),
    ])
    for (const conventional of ['production', 'development'])
      expect(loadWarning(conventional)).toEqual(load())
    loadWarning('ctf')
    expect(warnings).toHaveLength(1)
  })

  it('lets env PORT override server.port', () => {
    expect(load({}, { PORT: '4242' }).server.port).toBe(4242)
  })

  it('lets env BASE_PATH override server.basePath', () => {
    expect(load({}, { BASE_PATH: '/shop' }).server.basePath).toBe('/shop')
  })

  it('replaces arrays as a whole and keeps unmentioned arrays of the default', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'config-test-'))
    try {
      copyFileSync(path.join(configDir, 'default.yml'), path.join(dir, 'default.yml'))
      const products = [
        { name: 'One', useForChristmasSpecialChallenge: true },
        { name: 'Two', urlForProductTamperingChallenge: 'https://example.com' },
        { name: 'Three', fileForRetrieveBlueprintChallenge: 'x.stl', exifForBlueprintChallenge: ['X'] },
        { name: 'Four', keywordsForPastebinDataLeakChallenge: ['a'] },
      ]
      writeFileSync(path.join(dir, 'small.yml'), YAML.stringify({ products, application: { name: 'Small' } }))
      const config = loadConfig({ configDir: dir, env: { NODE_ENV: 'small' } })
      expect(config.products.map((product) => product.name)).toEqual(['One', 'Two', 'Three', 'Four'])
      expect(config.memories).toHaveLength(9)
      expect(config.application.name).toBe('Small')
      expect(config.application.domain).toBe('juice-sh.op')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('sets a scalar to null when an override says null', () => {
    const config = load({ application: { social: { twitterUrl: null } } })
    expect(config.application.social.twitterUrl).toBeNull()
    expect(config.application.social.facebookUrl).toBe('https://www.facebook.com/owasp.juiceshop')
  })
})

describe('mergeConfig', () => {
  it('merges objects key by key', () => {
    expect(mergeConfig({ a: { b: 1, c: 2 }, d: 3 }, { a: { c: 4, e: 5 } })).toEqual({
      a: { b: 1, c: 4, e: 5 },
      d: 3,
    })
  })

  it('replaces arrays and scalars', () => {
    expect(mergeConfig({ list: [1, 2, 3], text: 'a' }, { list: [9], text: 'b' })).toEqual({
      list: [9],
      text: 'b',
    })
  })

  it('nulls a scalar and removes an object or array when the overlay says null', () => {
    expect(mergeConfig({ a: 'x', b: { c: 1 }, d: [1], e: 2 }, { a: null, b: null, d: null })).toEqual({
      a: null,
      e: 2,
    })
  })

  it('does not change its inputs', () => {
    const base = { a: { b: 1 } }
    mergeConfig(base, { a: { b: 2 } })
    expect(base).toEqual({ a: { b: 1 } })
  })
})

describe('configuration validation', () => {
  it('rejects an unknown theme with a message naming the key', () => {
    const error = configErrorOf(() => load({ application: { theme: 'nope' } }))
    expect(error.message).toContain('application.theme')
  })

  it('rejects a value of the wrong type with a message naming the key', () => {
    const error = configErrorOf(() => load({ challenges: { showHints: 'yes' } }))
    expect(error.message).toContain('challenges.showHints')
  })

  it('rejects an invalid PORT from the environment', () => {
    expect(configErrorOf(() => load({}, { PORT: 'abc' })).message).toContain('server.port')
  })

  it('rejects a second Christmas product', () => {
    const products = load().products.map((product) => ({ ...product }))
    products[0] = { ...products[0]!, useForChristmasSpecialChallenge: true }
    const error = configErrorOf(() => load({ products }))
    expect(error.message).toContain('products')
    expect(error.message).toContain('useForChristmasSpecialChallenge')
  })

  it('rejects a product carrying two markers', () => {
    const products = load().products.map((product) => ({ ...product }))
    const christmas = products.findIndex((product) => product.useForChristmasSpecialChallenge)
    products[christmas] = { ...products[christmas]!, urlForProductTamperingChallenge: 'https://example.com' }
    expect(configErrorOf(() => load({ products })).message).toContain(`products[${christmas}]`)
  })

  it('rejects a blueprint product without EXIF data', () => {
    const products = load().products.map(({ exifForBlueprintChallenge: _exif, ...product }) => product)
    expect(configErrorOf(() => load({ products })).message).toContain('exifForBlueprintChallenge')
  })

  it('rejects fewer than 4 products', () => {
    expect(configErrorOf(() => load({ products: load().products.slice(0, 3) })).message).toContain('products')
  })

  it('rejects a memory list without the meta geo-stalking memory', () => {
    const memories = load().memories.filter((memory) => memory.geoStalkingMetaSecurityQuestion === undefined)
    expect(configErrorOf(() => load({ memories })).message).toContain('geoStalkingMeta')
  })

  it('rejects a meta geo-stalking memory naming another user than john', () => {
    const memories = load().memories.map((memory) =>
      memory.geoStalkingMetaSecurityQuestion === undefined ? memory : { ...memory, user: 'emma' },
    )
    expect(configErrorOf(() => load({ memories })).message).toMatch(/memories\[\d+\]\.user/)
  })

  it('rejects flags in notifications while solved notifications are hidden', () => {
    const error = configErrorOf(() =>
      load({ ctf: { showFlagsInNotifications: true }, challenges: { showSolvedNotifications: false } }),
    )
    expect(error.message).toContain('ctf.showFlagsInNotifications')
  })

  it('rejects tutorials-first without the hacking instructor', () => {
    const error = configErrorOf(() =>
      load({ challenges: { restrictToTutorialsFirst: true }, hackingInstructor: { isEnabled: false } }),
    )
    expect(error.message).toContain('challenges.restrictToTutorialsFirst')
  })

  it('rejects country details without flags in notifications', () => {
    const error = configErrorOf(() => load({ ctf: { showCountryDetailsInNotifications: 'name' } }))
    expect(error.message).toContain('ctf.showCountryDetailsInNotifications')
  })

  it('rejects a system-wide notification url without a positive poll frequency', () => {
    const error = configErrorOf(() =>
      load({ ctf: { systemWideNotifications: { url: 'https://example.com' } } }),
    )
    expect(error.message).toContain('ctf.systemWideNotifications.pollFrequencySeconds')
    expect(() =>
      load({ ctf: { systemWideNotifications: { url: 'https://example.com', pollFrequencySeconds: 30 } } }),
    ).not.toThrow()
  })
})

describe('GET /rest/admin/application-configuration', () => {
  let t: TestShop
  beforeAll(async () => {
    t = await startTestShop({ overrides: { application: { name: 'Config Test Shop' } } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers the effective configuration without the LLM endpoint', async () => {
    const response = await t.request('/rest/admin/application-configuration')
    expect(response.status).toBe(200)
    const { config } = await readJson<{ config: ShopConfig }>(response)
    expect(Object.keys(config).sort()).toEqual(
      ['application', 'challenges', 'ctf', 'hackingInstructor', 'memories', 'products', 'server'].sort(),
    )
    expect(config.application.name).toBe('Config Test Shop')
    expect(config.application.chatBot.name).toBe('Juicy the Smart Assistant')
    expect(config.application.chatBot).not.toHaveProperty('llmApiUrl')
    expect(JSON.stringify(config)).not.toContain('localhost:11434')
  })
})
