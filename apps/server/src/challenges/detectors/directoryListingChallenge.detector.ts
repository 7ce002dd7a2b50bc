import { solveOnFtpDownload } from './ftp-checks.js'

/** Confidential Document: the confidential acquisitions memo was downloaded from the listed /ftp folder. */
export const directoryListingChallenge = solveOnFtpDownload('directoryListingChallenge', 'acquisitions.md')
