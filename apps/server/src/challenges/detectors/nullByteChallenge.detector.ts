import type { ChallengeKey } from '../challenge-keys.js'
import { requestEvidence, type Detector } from './detector.js'

/** The challenges whose only way in is the null byte, so having solved one proves the trick. */
const nullByteDownloads: readonly ChallengeKey[] = [
  'easterEggLevelOneChallenge',
  'forgottenDevBackupChallenge',
  'forgottenBackupChallenge',
  'misplacedSignatureFileChallenge',
]

/**
 * Poison Null Byte: encrypt.pyc was downloaded, or one of the null-byte downloads is solved (also by this very
 * request: this detector is registered after theirs, so their handlers have already run).
 */
export const nullByteChallenge: Detector = ({ events, engine }) => {
  events.subscribe('ftp.fileDownloaded', ({ name, request }) => {
    if (name.toLowerCase() === 'encrypt.pyc' || nullByteDownloads.some((key) => engine.isSolved(key))) {
      engine.solve(
        'nullByteChallenge',
        requestEvidence(`downloaded ftp/${name} past the type filter`, request),
      )
    }
  })
}
