import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { writeFileAtomically } from '../platform/atomic-file.js'

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: object,
) => Promise<Buffer>

/** N = 2^14, r = 8: about 30 ms of a libuv thread per hash, never the event loop. */
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

/** `scrypt$<salt>$<hash>` (hex) for a password or passcode; stored, the secret itself never is. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scryptAsync(secret, salt, KEY_LENGTH, SCRYPT)
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$')
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await scryptAsync(secret, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * Signs short values for cookies (`<value>.<signature>`), each for one purpose so that a team cookie can never be
 * replayed as a trainer cookie. The key is generated once and kept in the workshop folder (mode 600).
 */
export class CookieSigner {
  private constructor(private readonly key: Buffer) {}

  static inFolder(folder: string): CookieSigner {
    const file = path.join(folder, 'cookie-secret')
    if (!existsSync(file)) writeFileAtomically(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    return new CookieSigner(Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'))
  }

  sign(purpose: string, value: string): string {
    return `${value}.${this.signature(purpose, value)}`
  }

  /** The signed value, or undefined when the signature does not match. */
  verify(purpose: string, signed: string | undefined): string | undefined {
    if (!signed) return undefined
    const dot = signed.lastIndexOf('.')
    if (dot <= 0) return undefined
    const value = signed.slice(0, dot)
    const given = Buffer.from(signed.slice(dot + 1))
    const expected = Buffer.from(this.signature(purpose, value))
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
  }

  private signature(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${value}`).digest('base64url')
  }
}
