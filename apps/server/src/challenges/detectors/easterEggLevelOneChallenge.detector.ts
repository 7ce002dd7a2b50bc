import { solveOnFtpDownload } from './ftp-checks.js'

/** Easter Egg: the egg-shaped file behind the /ftp type filter was downloaded. */
export const easterEggLevelOneChallenge = solveOnFtpDownload('easterEggLevelOneChallenge', 'eastere.gg')
