import { acceptedToken } from './token-checks.js'

/** Forged Signed JWT: an HS256 token keyed with the public RSA key and claiming a rsa_lord@ email was accepted. */
export const jwtForgedChallenge = acceptedToken(
  'jwtForgedChallenge',
  'HS256',
  'rsa_lord@',
  'authenticated with a token signed by the public key',
)
