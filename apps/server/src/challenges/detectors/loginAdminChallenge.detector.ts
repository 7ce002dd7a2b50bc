import { loggedInAs } from './login-checks.js'

/** Login Admin: a login issued a token for the administrator's row (id 1), by injection or by password. */
export const loginAdminChallenge = loggedInAs('loginAdminChallenge', 1, 'logged in as the administrator')
