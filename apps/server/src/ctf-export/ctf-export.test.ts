import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ctfFlag } from '../challenges/flags.js'
import { loadConfig } from '../config/loader.js'
import { paths } from '../platform/paths.js'
import { createFoundation, type ShopFoundation } from '../shop/shop-foundation.js'
import {
  CtfExportError,
  ctfExportFilename,
  ctfExportUsage,
  exportCtf,
  parseCtfExportOptions,
  type CtfFormat,
  type CtfHints,
} from './ctf-export.js'
import { fbctfLogos } from './fbctf-badges.js'
import { boxDescription } from './rtb-boxes.js'

// The fixtures are juice-shop-ctf-cli 12.0.0's files for this shop in its default configuration, with the country
// mapping of config/fbctf.yml (scripts/generate-ctf-fixtures.mjs). The cuts below are the script's.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const extensions: Record<CtfFormat, string> = { ctfd: 'csv', fbctf: 'json', rtb: 'xml' }
const fixture = (format: CtfFormat, hints: CtfHints): string =>
  readFileSync(path.join(fixtures, `${format}-${hints}.${extensions[format]}`), 'utf8')

/** FBCTF without its random demo team. */
const withoutDemoTeam = (json: string): string => json.replace(/\n {2}"teams": \{[\s\S]*?\n {2}\},/, '')
/** RootTheBox without the game settings and the boxes' descriptions and avatars (prose and images of our own). */
const withoutOwnProseAndImages = (xml: string): string =>
  xml
    .replace(/\n {2}<configuration>[\s\S]*?\n {2}<\/configuration>/, '')
    .replace(/\n {10}<description>[\s\S]*?<\/description>/g, '')
    .replace(/\n {10}<avatar>[^<]*<\/avatar>/g, '')
const comparable: Record<CtfFormat, (body: string) => string> = {
  ctfd: (body) => body,
  fbctf: withoutDemoTeam,
  rtb: withoutOwnProseAndImages,
}

const cases = (['ctfd', 'fbctf', 'rtb'] as const).flatMap((format) =>
  (['none', 'free', 'paid'] as const).map((hints) => ({ format, hints })),
)

let foundation: ShopFoundation
beforeAll(() => {
  const fbctfProfile = loadConfig({ configDir: paths.configDir, env: { NODE_ENV: 'fbctf' } })
  const overrides = { ctf: { countryMapping: fbctfProfile.ctf.countryMapping } }
  foundation = createFoundation({
    config: loadConfig({ configDir: paths.configDir, env: {}, overrides }),
    env: {},
  })
})
afterAll(() => foundation.close())

describe('exportCtf', () => {
  it.each(cases)(
    'writes $format with $hints hints as juice-shop-ctf-cli 12.0.0 does',
    async ({ format, hints }) => {
      const reference = fixture(format, hints)
      expect(comparable[format](reference)).toBe(reference)
      const { body } = await exportCtf({ foundation, format, hints })
      expect(comparable[format](body)).toBe(reference)
    },
  )

  it('names the file as the tool does, with the local date', async () => {
    const now = new Date(2026, 0, 5, 23, 30)
    expect(ctfExportFilename('ctfd', now)).toBe('OWASP_Juice_Shop.2026-01-05.CTFd.csv')
    expect(ctfExportFilename('fbctf', now)).toBe('OWASP_Juice_Shop.2026-01-05.FBCTF.json')
    const file = await exportCtf({ foundation, format: 'rtb', hints: 'none', now })
    expect(file.filename).toBe('OWASP_Juice_Shop.2026-01-05.RTB.xml')
    expect(file.contentType).toBe('application/xml; charset=utf-8')
  })

  it('signs the flags with the foundation CTF key', async () => {
    const { body } = await exportCtf({
      foundation: { ...foundation, ctfKey: 'another key' },
      format: 'ctfd',
      hints: 'none',
    })
    const scoreBoard = body.split('\n').find((row) => row.startsWith('Score Board,'))
    expect(scoreBoard).toContain(`,${ctfFlag('another key', 'Score Board')},`)
  })

  it('has no hints to give when the configuration hides them', async () => {
    const config = loadConfig({
      configDir: paths.configDir,
      env: {},
      overrides: { challenges: { showHints: false } },
    })
    const hidden = createFoundation({ config, env: {} })
    try {
      const { body } = await exportCtf({ foundation: hidden, format: 'ctfd', hints: 'paid' })
      expect(body).toBe(fixture('ctfd', 'none'))
    } finally {
      hidden.close()
    }
  })
})

describe('exportCtf for FBCTF', () => {
  it('adds a fresh random demo team in the tool shape', async () => {
    const teams = await Promise.all(
      [1, 2].map(async () => {
        const game = JSON.parse((await exportCtf({ foundation, format: 'fbctf', hints: 'none' })).body) as {
          teams: { teams: Record<string, unknown>[] }
        }
        expect(Object.keys(game)).toEqual(['logos', 'teams', 'categories', 'levels'])
        expect(game.teams.teams).toHaveLength(1)
        return game.teams.teams[0] ?? {}
      }),
    )
    for (const team of teams) {
      expect(team).toEqual({
        name: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        active: false,
        admin: false,
        protected: false,
        visible: false,
        password_hash: expect.stringMatching(/^\$2a\$12\$[./A-Za-z0-9]{53}$/),
        points: 0,
        logo: expect.any(String),
        data: {},
      })
      expect(fbctfLogos.map((logo) => logo.name)).toContain(team.logo)
      expect(team.logo).not.toBe('admin')
    }
    expect(teams[0]?.name).not.toBe(teams[1]?.name)
    expect(teams[0]?.password_hash).not.toBe(teams[1]?.password_hash)
  })

  it('refuses without a country mapping, which config/default.yml does not have', async () => {
    const config = { ...foundation.config, ctf: { ...foundation.config.ctf, countryMapping: null } }
    const exporting = exportCtf({ foundation: { ...foundation, config }, format: 'fbctf', hints: 'none' })
    await expect(exporting).rejects.toThrow(CtfExportError)
    await expect(exporting).rejects.toThrow(/ctf\.countryMapping/)
  })

  it('names the challenges a country mapping lacks', async () => {
    const { scoreBoardChallenge: _left, ...countryMapping } = foundation.config.ctf.countryMapping ?? {}
    const config = { ...foundation.config, ctf: { ...foundation.config.ctf, countryMapping } }
    await expect(
      exportCtf({ foundation: { ...foundation, config }, format: 'fbctf', hints: 'none' }),
    ).rejects.toThrow('ctf.countryMapping has no country for: scoreBoardChallenge')
  })
})

describe('exportCtf for RootTheBox', () => {
  it('describes each box in our own words and shows our own pictures', async () => {
    const { body } = await exportCtf({ foundation, format: 'rtb', hints: 'none' })
    const robot = readFileSync(path.join(paths.staticDir, 'assets', 'public', 'images', 'JuicyBot.png'))
    const boxes = [...body.matchAll(/<box gamelevel="0">\n {10}<name>([^<]+)<\/name>[\s\S]*?<\/box>/g)]
    expect(boxes).toHaveLength(16)
    for (const [box, category = ''] of boxes) {
      expect(box).toContain(`<description>${boxDescription(category)}</description>`)
      expect(box).toContain(`<avatar>${robot.toString('base64')}</avatar>`)
    }
    expect(body).toContain('<game_name>OWASP Juice Shop CTF</game_name>')
  })

  it('has a text of its own for every category of the catalogue', () => {
    for (const category of new Set(foundation.catalogue.map((entry) => entry.category))) {
      expect(boxDescription(category)).not.toMatch(/^Challenges of the category/)
    }
  })
})

describe('parseCtfExportOptions', () => {
  it('accepts every format with every hint option', () => {
    for (const { format, hints } of cases) {
      expect(parseCtfExportOptions({ format, hints })).toEqual({ ok: true, options: { format, hints } })
    }
  })

  it.each([
    { format: 'csv', hints: 'none' },
    { format: 'ctfd', hints: 'cheap' },
    { format: 'CTFd', hints: 'free' },
    { format: 'ctfd' },
    { hints: 'paid' },
    { format: ['ctfd'], hints: 'paid' },
    {},
  ])('answers the usage line for %j', (input) => {
    expect(parseCtfExportOptions(input)).toEqual({ ok: false, error: ctfExportUsage })
    expect(ctfExportUsage).toBe('Usage: --format ctfd|fbctf|rtb --hints none|free|paid')
  })
})
