// vuln-code-snippet start weakPasswordChallenge
import { createHash, createHmac } from 'node:crypto'
import { privateKey } from './keys.js' // vuln-code-snippet hide-line weakPasswordChallenge

// vuln-code-snippet hide-line weakPasswordChallenge
/** Unsalted MD5 hex of the UTF-8 password, as the reference stores it; weak on purpose, many challenges rely on it. */
export const hashPassword = (password: string): string =>
  createHash('md5').update(password, 'utf8').digest('hex') // vuln-code-snippet vuln-line weakPasswordChallenge
// vuln-code-snippet end weakPasswordChallenge

const securityAnswerKey = 'pa4qacea4VK9t9nGv7yZtwmj'

/** HMAC-SHA256 of a security answer, as the reference stores it. */
export const hashSecurityAnswer = (answer: string): string =>
  createHmac('sha256', securityAnswerKey).update(answer, 'utf8').digest('hex')

/** Deluxe token: HMAC-SHA256 keyed with the JWT private key over `email + "deluxe"`. */
export const deluxeToken = (email: string): string =>
  createHmac('sha256', privateKey).update(`${email}deluxe`).digest('hex')

/** Vowels replaced by `*`, as order documents store emails. */
export const maskEmailVowels = (email: string): string => email.replace(/[aeiou]/gi, '*')

/** Order id: first 4 hex characters of MD5(email) + `-` + 16 random hex characters, as in the reference. */
export function orderIdFor(email: string, random: () => string): string {
  return `${createHash('md5').update(email).digest('hex').slice(0, 4)}-${random()}`
}
