/** What other features use of the login: the password login itself (the social sign-in finishes with it). */
export { login } from './login-api'
