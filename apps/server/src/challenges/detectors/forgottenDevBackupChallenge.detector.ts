import { solveOnFtpDownload } from './ftp-checks.js'

/** Forgotten Developer Backup: the old npm manifest was downloaded past the /ftp type filter. */
export const forgottenDevBackupChallenge = solveOnFtpDownload(
  'forgottenDevBackupChallenge',
  'package.json.bak',
)
