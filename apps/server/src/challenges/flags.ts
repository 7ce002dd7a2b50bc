import { createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/** CTF key: env CTF_KEY when set and non-empty, else the `ctf.key` file. */
export function readCtfKey(env: NodeJS.ProcessEnv, keyFile: string): string {
  if (env.CTF_KEY) return env.CTF_KEY
  return existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : ''
}

/** Flag = lowercase hex HMAC-SHA1 of the exact challenge name, keyed with the CTF key. */
export const ctfFlag = (ctfKey: string, challengeName: string): string =>
  createHmac('sha1', ctfKey).update(challengeName).digest('hex')
