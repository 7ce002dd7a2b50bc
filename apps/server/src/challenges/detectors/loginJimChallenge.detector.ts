import { loggedInAs } from './login-checks.js'

/** Login Jim: a login issued a token for Jim's row (id 2). */
export const loginJimChallenge = loggedInAs('loginJimChallenge', 2, 'logged in as Jim')
