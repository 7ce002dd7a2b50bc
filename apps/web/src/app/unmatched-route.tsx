// vuln-code-snippet start tokenSaleChallenge
import { lazy } from 'react'
import { Navigate, useLocation } from 'react-router'
import { matchesOAuthReturn, matchesTokenSale } from '../lib/route-matchers'

const OAuthReturnPage = lazy(() => import('../features/oauth/oauth-return-page'))
const TokenSalePage = lazy(() => import('../features/token-sale/token-sale-page'))

export type UnmatchedTarget = 'oauth' | 'token-sale' | 'search'

/** The routes that have matchers instead of paths; anything else goes to the search page. */
export function resolveUnmatched(pathname: string, fullLocation: string): UnmatchedTarget {
  if (matchesOAuthReturn(fullLocation)) return 'oauth'
  if (matchesTokenSale(pathname)) return 'token-sale' // vuln-code-snippet neutral-line tokenSaleChallenge
  return 'search'
}

export function UnmatchedRoute() {
  const location = useLocation()
  const target = resolveUnmatched(location.pathname, `${location.pathname}${location.search}${location.hash}`)
  if (target === 'oauth') return <OAuthReturnPage />
  if (target === 'token-sale') return <TokenSalePage />
  return <Navigate to="/search" replace />
}
// vuln-code-snippet end tokenSaleChallenge
