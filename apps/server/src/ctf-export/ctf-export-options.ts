import { CTF_EXPORT_FORMATS, CTF_HINT_OPTIONS } from '@juicy/contracts'

/** The export formats of juice-shop-ctf-cli: CTFd (CSV), FBCTF (JSON) and RootTheBox (XML). */
export const ctfFormats = CTF_EXPORT_FORMATS
/** Whether hints are left out, given for free or sold for a share of the challenge's points. */
export const ctfHintModes = CTF_HINT_OPTIONS

export type CtfFormat = (typeof ctfFormats)[number]
export type CtfHints = (typeof ctfHintModes)[number]

export interface CtfExportOptions {
  format: CtfFormat
  hints: CtfHints
}

export const ctfExportUsage = `Usage: --format ${ctfFormats.join('|')} --hints ${ctfHintModes.join('|')}`

export type ParsedCtfExportOptions = { ok: true; options: CtfExportOptions } | { ok: false; error: string }

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

/** Checks raw option values (query parameters, command-line values); anything else gets the usage line. */
export function parseCtfExportOptions(input: { format?: unknown; hints?: unknown }): ParsedCtfExportOptions {
  const { format, hints } = input
  if (oneOf(ctfFormats, format) && oneOf(ctfHintModes, hints)) return { ok: true, options: { format, hints } }
  return { ok: false, error: ctfExportUsage }
}

/** The price of one hint: 10 % of the challenge's points when paid, nothing when free. */
export const hintCost = (points: number, hints: CtfHints): number => (hints === 'paid' ? points / 10 : 0)
