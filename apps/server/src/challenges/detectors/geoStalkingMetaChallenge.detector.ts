import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Meta Geo Stalking: john's answer is the configured one, read from the GPS metadata of his photo. */
export const geoStalkingMetaChallenge = passwordResetDetector('geoStalkingMetaChallenge', (config) => {
  const answer = config.memories.find(
    (memory) => memory.geoStalkingMetaSecurityAnswer,
  )?.geoStalkingMetaSecurityAnswer
  return answer === undefined ? undefined : { email: shopEmail('john', config), answer }
})
