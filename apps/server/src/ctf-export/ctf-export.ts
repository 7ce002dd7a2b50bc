import { readCtfChallenges, type CtfChallenge, type CtfExportSource } from './ctf-challenges.js'
import type { CtfExportOptions, CtfFormat } from './ctf-export-options.js'
import { ctfdCsv } from './ctfd-format.js'
import { fbctfJson, randomDemoTeam, requireCountryMapping } from './fbctf-format.js'
import { rtbXml } from './rtb-format.js'

export { CtfExportError } from './ctf-export-error.js'
export { ctfExportUsage, parseCtfExportOptions } from './ctf-export-options.js'
export type { CtfExportOptions, CtfFormat, CtfHints, ParsedCtfExportOptions } from './ctf-export-options.js'
export type { CtfExportSource } from './ctf-challenges.js'

/**
 * The shop's own CTF export: the files juice-shop-ctf-cli 12.0.0 makes for CTFd, FBCTF and RootTheBox, made from the
 * shop's seeded challenge data instead of its HTTP API. Only the parts that are the tool's own prose and pictures
 * (RootTheBox box texts, avatars and game settings) and FBCTF's random demo team differ.
 */
export interface CtfExportFile {
  /** The tool's file name, e.g. `OWASP_Juice_Shop.2026-11-25.CTFd.csv` (local date). */
  filename: string
  contentType: string
  body: string
}

export interface CtfExportRequest extends CtfExportOptions {
  /** The foundation of the shop (or of the workshop's shops); only its configuration, CTF key and snapshot are read. */
  foundation: CtfExportSource
  /** The date in the file name; now unless given. */
  now?: Date
  /** Which challenges to export (the workshop's event set); every one unless given. */
  includes?: (challenge: Pick<CtfChallenge, 'key' | 'category' | 'tags' | 'difficulty'>) => boolean
}

const files: Record<CtfFormat, { suffix: string; contentType: string }> = {
  ctfd: { suffix: 'CTFd.csv', contentType: 'text/csv; charset=utf-8' },
  fbctf: { suffix: 'FBCTF.json', contentType: 'application/json; charset=utf-8' },
  rtb: { suffix: 'RTB.xml', contentType: 'application/xml; charset=utf-8' },
}

const twoDigits = (value: number): string => String(value).padStart(2, '0')

/** `OWASP_Juice_Shop.YYYY-MM-DD.<format suffix>` with the local date, as the tool names its output. */
export function ctfExportFilename(format: CtfFormat, now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`
  return `OWASP_Juice_Shop.${date}.${files[format].suffix}`
}

/**
 * Builds one export file. Asynchronous only because FBCTF's demo team gets a bcrypt hash, computed without
 * blocking the event loop. Throws `CtfExportError` when the configuration lacks what the format needs.
 */
export async function exportCtf({
  foundation,
  format,
  hints,
  now,
  includes = () => true,
}: CtfExportRequest): Promise<CtfExportFile> {
  const challenges = readCtfChallenges(foundation).filter(includes)
  let body: string
  if (format === 'ctfd') body = ctfdCsv(challenges, hints)
  else if (format === 'rtb') body = rtbXml(challenges, hints, foundation.config)
  else {
    const mapping = requireCountryMapping(foundation.config, challenges)
    body = fbctfJson(challenges, hints, mapping, await randomDemoTeam())
  }
  return { filename: ctfExportFilename(format, now), contentType: files[format].contentType, body }
}
