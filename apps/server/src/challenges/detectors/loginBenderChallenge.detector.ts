import { loggedInAs } from './login-checks.js'

/** Login Bender: a login issued a token for Bender's row (id 3). */
export const loginBenderChallenge = loggedInAs('loginBenderChallenge', 3, 'logged in as Bender')
