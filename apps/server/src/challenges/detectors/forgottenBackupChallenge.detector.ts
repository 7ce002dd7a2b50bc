import { solveOnFtpDownload } from './ftp-checks.js'

/** Forgotten Sales Backup: the 2013 coupon backup was downloaded past the /ftp type filter. */
export const forgottenBackupChallenge = solveOnFtpDownload('forgottenBackupChallenge', 'coupons_2013.md.bak')
