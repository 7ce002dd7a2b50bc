import type { ChallengeKey } from '../challenge-keys.js'
import { requestEvidence, type Detector } from './detector.js'

/**
 * Detector of a pre-login check: the login request carried exactly these credentials, judged on the body before
 * the lookup, so the outcome of the login does not matter. `email` receives the configured shop domain.
 */
export const submittedCredentials =
  (key: ChallengeKey, email: (domain: string) => string, password: string, summary: string): Detector =>
  ({ events, engine, config }) => {
    const expectedEmail = email(config.application.domain)
    events.subscribe('user.loginAttempted', (attempt) => {
      if (attempt.email === expectedEmail && attempt.password === password) {
        engine.solve(key, requestEvidence(summary, attempt.request))
      }
    })
  }

/** Detector of a post-login check: a password login issued a token for the user row with this id. */
export const loggedInAs =
  (key: ChallengeKey, userId: number, summary: string): Detector =>
  ({ events, engine }) => {
    events.subscribe('user.loginCompleted', ({ user, request }) => {
      if (user.id === userId) engine.solve(key, requestEvidence(summary, request))
    })
  }
