import type { Detector } from './detector.js'
import { dlpPasswordSprayingChallenge } from './dlpPasswordSprayingChallenge.detector.js'
import { emailLeakChallenge } from './emailLeakChallenge.detector.js'
import { emptyUserRegistration } from './emptyUserRegistration.detector.js'
import { ephemeralAccountantChallenge } from './ephemeralAccountantChallenge.detector.js'
import { exposedCredentialsChallenge } from './exposedCredentialsChallenge.detector.js'
import { ghostLoginChallenge } from './ghostLoginChallenge.detector.js'
import { httpHeaderXssChallenge } from './httpHeaderXssChallenge.detector.js'
import { jwtForgedChallenge } from './jwtForgedChallenge.detector.js'
import { jwtUnsignedChallenge } from './jwtUnsignedChallenge.detector.js'
import { loginAdminChallenge } from './loginAdminChallenge.detector.js'
import { loginAmyChallenge } from './loginAmyChallenge.detector.js'
import { loginBenderChallenge } from './loginBenderChallenge.detector.js'
import { loginJimChallenge } from './loginJimChallenge.detector.js'
import { loginRapperChallenge } from './loginRapperChallenge.detector.js'
import { loginSupportChallenge } from './loginSupportChallenge.detector.js'
import { oauthUserPasswordChallenge } from './oauthUserPasswordChallenge.detector.js'
import { passwordHashLeakChallenge } from './passwordHashLeakChallenge.detector.js'
import { passwordRepeatChallenge } from './passwordRepeatChallenge.detector.js'
import { registerAdminChallenge } from './registerAdminChallenge.detector.js'
import { weakPasswordChallenge } from './weakPasswordChallenge.detector.js'

/** Detectors of the login, registration, token and session challenges. */
export const loginDetectors: Detector[] = [
  // credentials submitted at login (judged before the lookup)
  weakPasswordChallenge,
  loginAmyChallenge,
  loginRapperChallenge,
  loginSupportChallenge,
  exposedCredentialsChallenge,
  oauthUserPasswordChallenge,
  dlpPasswordSprayingChallenge,
  // the user row a login resolved
  loginAdminChallenge,
  loginJimChallenge,
  loginBenderChallenge,
  ghostLoginChallenge,
  ephemeralAccountantChallenge,
  // registration
  registerAdminChallenge,
  emptyUserRegistration,
  passwordRepeatChallenge,
  // tokens and the current user
  jwtUnsignedChallenge,
  jwtForgedChallenge,
  passwordHashLeakChallenge,
  emailLeakChallenge,
  httpHeaderXssChallenge,
]
