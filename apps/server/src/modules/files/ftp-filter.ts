import { HttpError } from '../../platform/http/errors.js'
import { slashRefusal } from './file-names.js'

/** The outcome of the /ftp download filter: the name to read, or the refusal to answer with. */
export type FtpDecision = { allowed: true; name: string } | { allowed: false; error: HttpError }

// vuln-code-snippet start nullByteChallenge forgottenBackupChallenge forgottenDevBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
const allowedName = (name: string): boolean =>
  name.endsWith('.md') || name.endsWith('.pdf') || name === 'incident-support.kdbx'

/** Legacy clean-up of names ending in a URL-encoded terminator, kept from the days of a C-based file server. */
const cutOffPoisonNullByte = (name: string): string => {
  const cut = name.indexOf('%00')
  return cut >= 0 ? name.slice(0, cut) : name
}

// vuln-code-snippet hide-start nullByteChallenge forgottenBackupChallenge forgottenDevBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
/**
 * The download filter of GET /ftp/:file; `name` is the once-decoded path segment. The type
 * check looks at the name before the `%00` clean-up, so `package.json.bak%00.md` passes and then reads
 * `package.json.bak` (Poison Null Byte and the challenges that need it).
 */
// vuln-code-snippet hide-end nullByteChallenge forgottenBackupChallenge forgottenDevBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
export function ftpDownload(name: string): FtpDecision {
  if (name.includes('/')) return { allowed: false, error: slashRefusal() }
  // vuln-code-snippet neutral-line nullByteChallenge forgottenBackupChallenge forgottenDevBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
  if (!allowedName(name)) {
    return { allowed: false, error: new HttpError(403, 'Only .md and .pdf files are allowed!') }
  }
  return { allowed: true, name: cutOffPoisonNullByte(name) } // vuln-code-snippet vuln-line nullByteChallenge forgottenDevBackupChallenge forgottenBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
}
// vuln-code-snippet end nullByteChallenge forgottenBackupChallenge forgottenDevBackupChallenge easterEggLevelOneChallenge misplacedSignatureFileChallenge
