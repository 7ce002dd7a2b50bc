import { lazy, type ReactNode } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router'
import { ComingSoonPage } from '../components/coming-soon-page'
import { ForbiddenRoute } from '../features/forbidden/forbidden-page'
import type { GuardKind } from './guards'
import { RequireAccess } from './require-access'
import { AppShell } from './shell/app-shell'
import { UnmatchedRoute } from './unmatched-route'

const LoginPage = lazy(() => import('../features/login/login-page'))
const RegisterPage = lazy(() => import('../features/register/register-page'))
const ScoreBoardPage = lazy(() => import('../features/score-board/score-board-page'))
const SearchPage = lazy(() => import('../features/search/search-page'))
const PrivacySecurityLayout = lazy(() => import('../features/privacy-security/privacy-security-layout'))
const PrivacyPolicyPage = lazy(() => import('../features/privacy-security/privacy-policy-page'))
const LastLoginIpPage = lazy(() => import('../features/privacy-security/last-login-ip-page'))
const ErasureRequestPage = lazy(() => import('../features/privacy-security/erasure-request-page'))
const ChangePasswordPage = lazy(() => import('../features/change-password/change-password-page'))
const DataExportPage = lazy(() => import('../features/data-export/data-export-page'))
const TwoFactorConfigPage = lazy(() => import('../features/two-factor/two-factor-config-page'))
const TwoFactorEnterPage = lazy(() => import('../features/two-factor/two-factor-enter-page'))
const ForgotPasswordPage = lazy(() => import('../features/forgot-password/forgot-password-page'))
const LocalProviderPage = lazy(() => import('../features/oauth/local-provider-page'))

function guarded(guard: GuardKind, element: ReactNode): ReactNode {
  return <RequireAccess guard={guard}>{element}</RequireAccess>
}

/** A screen a later issue builds; until then a translated "coming soon" page naming it. */
function soon(titleKey: string, paddingImage?: string): ReactNode {
  return <ComingSoonPage titleKey={titleKey} paddingImage={paddingImage} />
}

const privacySecurityChildren: RouteObject[] = [
  { index: true, element: <Navigate to="privacy-policy" replace /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'two-factor-authentication', element: <TwoFactorConfigPage /> },
  { path: 'data-export', element: <DataExportPage /> },
  { path: 'erasure-request', element: <ErasureRequestPage /> },
  { path: 'last-login-ip', element: <LastLoginIpPage /> },
]

/** The complete route table of the checkout spec §2.1 (hash routing). */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/search" replace /> },
  { path: 'administration', element: guarded('admin', soon('TITLE_ADMINISTRATION', '19px.png')) },
  { path: 'accounting', element: guarded('accounting', soon('TITLE_ACCOUNTING')) },
  { path: 'about', element: soon('TITLE_ABOUT') },
  { path: 'address/select', element: guarded('login', soon('TITLE_SELECT_ADDRESS')) },
  { path: 'address/saved', element: guarded('login', soon('TITLE_SAVED_ADDRESSES')) },
  { path: 'address/create', element: guarded('login', soon('TITLE_ADD_ADDRESS')) },
  { path: 'address/edit/:addressId', element: guarded('login', soon('TITLE_EDIT_ADDRESS')) },
  { path: 'delivery-method', element: soon('TITLE_DELIVERY_METHOD') },
  { path: 'deluxe-membership', element: guarded('login', soon('TITLE_DELUXE_MEMBERSHIP')) },
  { path: 'saved-payment-methods', element: guarded('login', soon('TITLE_MY_PAYMENT_OPTIONS')) },
  { path: 'basket', element: guarded('login', soon('TITLE_BASKET')) },
  { path: 'order-completion/:id', element: soon('TITLE_ORDER_COMPLETION') },
  { path: 'contact', element: soon('TITLE_CONTACT') },
  { path: 'photo-wall', element: soon('TITLE_PHOTO_WALL') },
  { path: 'complain', element: guarded('login', soon('TITLE_COMPLAIN')) },
  { path: 'order-summary', element: guarded('login', soon('TITLE_ORDER_SUMMARY')) },
  { path: 'order-history', element: guarded('login', soon('TITLE_ORDER_HISTORY')) },
  { path: 'payment/:entity', element: guarded('login', soon('TITLE_PAYMENT')) },
  { path: 'wallet', element: guarded('login', soon('TITLE_DIGITAL_WALLET')) },
  { path: 'login', element: <LoginPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'recycle', element: guarded('login', soon('TITLE_RECYCLE')) },
  { path: 'search', element: <SearchPage /> },
  { path: 'hacking-instructor', element: soon('TITLE_HACKING_INSTRUCTOR') },
  // The score board is merely unlinked; its route is readable in the bundle like every other.
  { path: 'score-board', element: <ScoreBoardPage /> }, // vuln-code-snippet vuln-line scoreBoardChallenge
  { path: 'track-result', element: soon('TITLE_TRACK_ORDERS') },
  { path: 'track-result/new', element: soon('TITLE_TRACK_ORDERS') },
  { path: '2fa/enter', element: <TwoFactorEnterPage /> },
  // Our own addition: an offline stand-in for the third-party sign-in provider (see the page).
  { path: 'oauth-local', element: <LocalProviderPage /> },
  {
    path: 'privacy-security',
    element: guarded('login', <PrivacySecurityLayout />),
    children: privacySecurityChildren,
  },
  { path: '403', element: <ForbiddenRoute /> },
  // Social-login return, the hidden token sale, and the redirect of everything else to /search.
  { path: '*', element: <UnmatchedRoute /> },
]

export function createShopRouter() {
  return createHashRouter([{ path: '/', element: <AppShell />, children: shopRoutes }])
}
