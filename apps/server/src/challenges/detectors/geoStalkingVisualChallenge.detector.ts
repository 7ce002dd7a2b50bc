import { passwordResetDetector, shopEmail } from './password-reset.js'

/** Visual Geo Stalking: emma's answer is the configured one, the company sign visible in her photo. */
export const geoStalkingVisualChallenge = passwordResetDetector('geoStalkingVisualChallenge', (config) => {
  const answer = config.memories.find(
    (memory) => memory.geoStalkingVisualSecurityAnswer,
  )?.geoStalkingVisualSecurityAnswer
  return answer === undefined ? undefined : { email: shopEmail('emma', config), answer }
})
