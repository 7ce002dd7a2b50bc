import { containsAny, storedTextDetector } from './stored-text-checks.js'

/** Supply Chain Attack: a feedback or complaint links the compromised eslint-scope issue or advisory. */
export const supplyChainAttackChallenge = storedTextDetector(
  'supplyChainAttackChallenge',
  'reported the compromised build dependency',
  () => containsAny('eslint-scope/issues/39', 'npm:eslint-scope:20180712'),
)
