import { acceptedToken } from './token-checks.js'

/** Unsigned JWT: an unsigned token (alg none, empty signature) claiming a jwtn3d@ email was accepted. */
export const jwtUnsignedChallenge = acceptedToken(
  'jwtUnsignedChallenge',
  'none',
  'jwtn3d@',
  'authenticated with an unsigned token',
)
