import { randomInt } from 'node:crypto'
import { genSalt, hash } from 'bcryptjs'
import type { ShopConfig } from '../config/schema.js'
import type { CtfChallenge } from './ctf-challenges.js'
import { CtfExportError } from './ctf-export-error.js'
import { hintCost, type CtfHints } from './ctf-export-options.js'
import { fbctfLogos, teamLogoNames } from './fbctf-badges.js'

/**
 * FBCTF's game import (JSON) as juice-shop-ctf-cli 12.0.0 writes it: the platform's logo table, one demo team, the
 * difficulty categories and one flag level per challenge, placed on the country the configuration maps the
 * challenge to (`ctf.countryMapping`, as config/fbctf.yml has it). Serialised with two-space indentation, no
 * final newline.
 */
type CountryMapping = NonNullable<ShopConfig['ctf']['countryMapping']>

export interface FbctfTeam {
  name: string
  active: boolean
  admin: boolean
  protected: boolean
  visible: boolean
  password_hash: string
  points: number
  logo: string
  data: Record<string, never>
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const randomText = (length: number): string =>
  Array.from({ length }, () => alphanumeric[randomInt(alphanumeric.length)]).join('')

/**
 * An inactive, invisible team with a random name and an unknown random password: FBCTF wants at least one team in
 * an import. Its hash has the shape of the tool's demo team: bcrypt, `$2a$` variant, cost 12.
 */
export async function randomDemoTeam(): Promise<FbctfTeam> {
  const salt = (await genSalt(12)).replace(/^\$2b\$/, '$2a$')
  return {
    name: randomText(32),
    active: false,
    admin: false,
    protected: false,
    visible: false,
    password_hash: await hash(randomText(32), salt),
    points: 0,
    logo: teamLogoNames[randomInt(teamLogoNames.length)] ?? 'admin',
    data: {},
  }
}

const categories = [
  ...[1, 2, 3, 4, 5, 6].map((difficulty) => ({ category: `Difficulty ${difficulty}`, protected: false })),
  { category: 'None', protected: true },
  { category: 'Quiz', protected: true },
]

/** The mapping every challenge needs a country from; without it FBCTF has nowhere to place a level. */
export function requireCountryMapping(
  config: Pick<ShopConfig, 'ctf'>,
  challenges: CtfChallenge[],
): CountryMapping {
  const mapping = config.ctf.countryMapping
  if (!mapping) {
    throw new CtfExportError(
      'The FBCTF export needs a country for every challenge: set ctf.countryMapping in the configuration (config/fbctf.yml has one).',
    )
  }
  const unmapped = challenges.filter((challenge) => !mapping[challenge.key]).map((challenge) => challenge.key)
  if (unmapped.length > 0) {
    throw new CtfExportError(`ctf.countryMapping has no country for: ${unmapped.join(', ')}`)
  }
  return mapping
}

function level(challenge: CtfChallenge, hints: CtfHints, mapping: CountryMapping) {
  const given = hints === 'none' ? [] : challenge.hints
  return {
    type: 'flag',
    title: challenge.name,
    active: true,
    description: challenge.description,
    entity_iso_code: mapping[challenge.key]?.code,
    category: `Difficulty ${challenge.difficulty}`,
    points: challenge.points,
    bonus: 0,
    bonus_dec: 0,
    bonus_fix: 0,
    flag: challenge.flag,
    hint: given.join('\n\n'),
    penalty: given.length * hintCost(challenge.points, hints),
    links: [],
    attachments: [],
  }
}

export function fbctfJson(
  challenges: CtfChallenge[],
  hints: CtfHints,
  mapping: CountryMapping,
  team: FbctfTeam,
): string {
  const game = {
    logos: { logos: fbctfLogos },
    teams: { teams: [team] },
    categories: { categories },
    levels: { levels: challenges.map((challenge) => level(challenge, hints, mapping)) },
  }
  return JSON.stringify(game, null, 2)
}
