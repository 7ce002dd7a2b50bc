import { requestEvidence, type Detector } from './detector.js'

/** CSRF: the username was changed by a form posted from the configured foreign site (Origin, else Referer). */
export const csrfChallenge: Detector = ({ events, engine, config }) => {
  const site = config.challenges.overwriteUrlForCsrfChallenge.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  events.subscribe('profile.usernameChanged', ({ previous, username, origin, referer, request }) => {
    const source = origin !== '' ? origin : referer
    if (site !== '' && source.includes(`://${site}`) && username !== previous) {
      engine.solve('csrfChallenge', requestEvidence(`username changed from ${source}`, request))
    }
  })
}
