import { solveOnFtpDownload } from './ftp-checks.js'

/** Misplaced Signature File: the SIEM rule was downloaded past the /ftp type filter. */
export const misplacedSignatureFileChallenge = solveOnFtpDownload(
  'misplacedSignatureFileChallenge',
  'suspicious_errors.yml',
)
