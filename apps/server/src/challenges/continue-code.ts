// vuln-code-snippet start continueCodeChallenge
import Hashids from 'hashids'

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'
const minLength = 60

// The salts are the reference's, hard-coded in MultiJuicer, so codes stay portable between shops. // vuln-code-snippet hide-line continueCodeChallenge
// One codec for each kind of progress.
// vuln-code-snippet vuln-line continueCodeChallenge
const hackingProgress = new Hashids('this is my salt', minLength, alphabet)
const findItProgress = new Hashids('this is the salt for findIt challenges', minLength, alphabet) // vuln-code-snippet neutral-line continueCodeChallenge
const fixItProgress = new Hashids('yet another salt for the fixIt challenges', minLength, alphabet) // vuln-code-snippet neutral-line continueCodeChallenge

export type ContinueCodeFamily = 'hacking' | 'findIt' | 'fixIt'

const codecs: Record<ContinueCodeFamily, Hashids> = {
  hacking: hackingProgress,
  findIt: findItProgress,
  fixIt: fixItProgress,
}

export function encodeContinueCode(family: ContinueCodeFamily, ids: number[]): string | undefined {
  if (ids.length === 0) return undefined
  return codecs[family].encode([...ids].sort((a, b) => a - b))
}

/** Decodes a code; an empty list means the code is invalid. */ // vuln-code-snippet hide-line continueCodeChallenge
// Decodes a code; an empty list means the code is invalid.
export function decodeContinueCode(family: ContinueCodeFamily, code: string): number[] {
  if (!/^[a-zA-Z0-9]+$/.test(code)) return []
  try {
    return codecs[family].decode(code).map(Number)
  } catch {
    return []
  }
}
// vuln-code-snippet end continueCodeChallenge
