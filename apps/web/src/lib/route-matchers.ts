/**
 * Matchers for the two routes that have no plain path: the social-login return
 * and the hidden token-sale page, whose pattern is assembled at runtime so the bundle does not spell it out.
 */

// vuln-code-snippet start tokenSaleChallenge
/** Drops the leading offset D, reverses the rest; character = value - D - 45 - index. */
export function decodeOffsetReversed(codes: number[]): string {
  const [offset = 0, ...rest] = codes
  return rest
    .reverse()
    .map((value, index) => String.fromCharCode(value - offset - 45 - index))
    .join('')
}

/** Drops the leading modifier M, reverses the rest; character = value - M - 24 - index. */
export function decodeModifierReversed(codes: number[]): string {
  const [modifier = 0, ...rest] = codes
  return rest
    .reverse()
    .map((value, index) => String.fromCharCode(value - modifier - 24 - index))
    .join('')
}

export function tokenSalePattern(): RegExp {
  const first = decodeOffsetReversed([25, 184, 174, 179, 182, 186]) // vuln-code-snippet neutral-line tokenSaleChallenge
  const second = (36669).toString(36) // vuln-code-snippet neutral-line tokenSaleChallenge
  const third = decodeModifierReversed([13, 144, 87, 152, 139, 144, 83, 138]) // vuln-code-snippet neutral-line tokenSaleChallenge
  const fourth = (10).toString(36) // vuln-code-snippet neutral-line tokenSaleChallenge
  // vuln-code-snippet hide-line tokenSaleChallenge
  // Obscurity is the only protection of the token-sale page: the route is merely hard to read.
  return new RegExp(first + second + third + fourth) // vuln-code-snippet vuln-line tokenSaleChallenge
}

function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? ''
}

/** True when the first URL segment matches the (unanchored) token-sale pattern. */
export function matchesTokenSale(pathname: string): boolean {
  return tokenSalePattern().test(firstSegment(pathname))
}
// vuln-code-snippet end tokenSaleChallenge

/** True when the location carries an OAuth `access_token` fragment. */
export function matchesOAuthReturn(location: string): boolean {
  return location.includes('access_token')
}

/** Reads the access token from `access_token=...&...` anywhere in the location. */
export function accessTokenFrom(location: string): string | null {
  const match = /access_token=([^&]+)/.exec(location)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}
