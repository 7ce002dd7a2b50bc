import { lazy, type ReactNode } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { ForbiddenRoute } from '../features/forbidden/forbidden-page'
import type { GuardKind } from './guards'
import { RequireAccess } from './require-access'
import { AppShell } from './shell/app-shell'
import { UnmatchedRoute } from './unmatched-route'
// Eager on purpose: the campaign table and crypto links are part of main.js, where players look for them.
import '../features/payment/payment-facts'
// Eager: the search page is where every first visit lands, so it belongs in main.js, not behind a second request.
import SearchPage from '../features/search/search-page'

const LoginPage = lazy(() => import('../features/login/login-page'))
const RegisterPage = lazy(() => import('../features/register/register-page'))
// vuln-code-snippet start scoreBoardChallenge
const ScoreBoardPage = lazy(() => import('../features/score-board/score-board-page'))
// vuln-code-snippet end scoreBoardChallenge
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
// Checkout area (basket, addresses, delivery, payment, orders, wallet, deluxe, accounting).
const BasketPage = lazy(() => import('../features/basket/basket-page'))
const AddressSelectPage = lazy(() => import('../features/address/address-select-page'))
const AddressSavedPage = lazy(() => import('../features/address/address-saved-page'))
const AddressFormPage = lazy(() => import('../features/address/address-form-page'))
const DeliveryMethodPage = lazy(() => import('../features/delivery/delivery-method-page'))
const PaymentPage = lazy(() => import('../features/payment/payment-page'))
const SavedPaymentMethodsPage = lazy(() => import('../features/payment/saved-payment-methods-page'))
const OrderSummaryPage = lazy(() => import('../features/orders/order-summary-page'))
const OrderCompletionPage = lazy(() => import('../features/orders/order-completion-page'))
const OrderHistoryPage = lazy(() => import('../features/orders/order-history-page'))
const TrackResultPage = lazy(() => import('../features/orders/track-result-page'))
const WalletPage = lazy(() => import('../features/wallet/wallet-page'))
const DeluxePage = lazy(() => import('../features/deluxe/deluxe-page'))
const AccountingPage = lazy(() => import('../features/accounting/accounting-page'))
// Customer service, community and administration.
const ContactPage = lazy(() => import('../features/contact/contact-page'))
const ChatbotPage = lazy(() => import('../features/chatbot/chatbot-page'))
const ComplaintPage = lazy(() => import('../features/complaint/complaint-page'))
const RecyclePage = lazy(() => import('../features/recycle/recycle-page'))
const AboutPage = lazy(() => import('../features/about/about-page'))
const PhotoWallPage = lazy(() => import('../features/photo-wall/photo-wall-page'))
// The Web3 pages: the shop's NFT, the Bee Haven, the ETH bank and the developers' smart-contract sandbox (linked
// from no menu).
const JuicyNftPage = lazy(() => import('../features/web3/juicy-nft-page'))
const BeeHavenPage = lazy(() => import('../features/web3/bee-haven-page'))
const WalletWeb3Page = lazy(() => import('../features/web3/wallet-web3-page'))
// vuln-code-snippet start web3SandboxChallenge
const Web3SandboxPage = lazy(() => import('../features/web3/web3-sandbox-page'))
// vuln-code-snippet end web3SandboxChallenge
// vuln-code-snippet start adminSectionChallenge
const AdministrationPage = lazy(() => import('../features/administration/administration-page'))
const HackingInstructorRoute = lazy(() => import('../features/hacking-instructor/hacking-instructor-route'))

function guarded(guard: GuardKind, element: ReactNode): ReactNode {
  return <RequireAccess guard={guard}>{element}</RequireAccess>
}
// vuln-code-snippet end adminSectionChallenge

const privacySecurityChildren: RouteObject[] = [
  { index: true, element: <Navigate to="privacy-policy" replace /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'two-factor-authentication', element: <TwoFactorConfigPage /> },
  { path: 'data-export', element: <DataExportPage /> },
  { path: 'erasure-request', element: <ErasureRequestPage /> },
  { path: 'last-login-ip', element: <LastLoginIpPage /> },
]

// vuln-code-snippet start adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
// vuln-code-snippet hide-line adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
/** The complete route table of the shop (hash routing). */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/search" replace /> },
  // vuln-code-snippet hide-line adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
  // Only this client-side guard protects the page; its route is readable in the bundle.
  { path: 'administration', element: guarded('admin', <AdministrationPage />) }, // vuln-code-snippet vuln-line adminSectionChallenge
  { path: 'accounting', element: guarded('accounting', <AccountingPage />) }, // vuln-code-snippet neutral-line adminSectionChallenge
  { path: 'about', element: <AboutPage /> },
  { path: 'address/select', element: guarded('login', <AddressSelectPage />) },
  { path: 'address/saved', element: guarded('login', <AddressSavedPage />) },
  { path: 'address/create', element: guarded('login', <AddressFormPage />) },
  { path: 'address/edit/:addressId', element: guarded('login', <AddressFormPage />) },
  { path: 'delivery-method', element: <DeliveryMethodPage /> },
  { path: 'deluxe-membership', element: guarded('login', <DeluxePage />) },
  { path: 'saved-payment-methods', element: guarded('login', <SavedPaymentMethodsPage />) },
  { path: 'basket', element: guarded('login', <BasketPage />) },
  { path: 'order-completion/:id', element: <OrderCompletionPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'chatbot', element: <ChatbotPage /> },
  { path: 'photo-wall', element: <PhotoWallPage /> },
  { path: 'complain', element: guarded('login', <ComplaintPage />) },
  { path: 'order-summary', element: guarded('login', <OrderSummaryPage />) },
  { path: 'order-history', element: guarded('login', <OrderHistoryPage />) },
  { path: 'payment/:entity', element: guarded('login', <PaymentPage />) },
  { path: 'wallet', element: guarded('login', <WalletPage />) },
  { path: 'login', element: <LoginPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'recycle', element: guarded('login', <RecyclePage />) },
  { path: 'search', element: <SearchPage /> },
  // The instructor in the shell starts the tutorial named by ?challenge= and leaves this route.
  { path: 'hacking-instructor', element: <HackingInstructorRoute /> },
  // vuln-code-snippet hide-line adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
  // The score board is merely unlinked; its route is readable in the bundle like every other.
  { path: 'score-board', element: <ScoreBoardPage /> }, // vuln-code-snippet vuln-line scoreBoardChallenge
  { path: 'track-result', element: <TrackResultPage /> },
  { path: 'track-result/new', element: <TrackResultPage isNew /> },
  { path: '2fa/enter', element: <TwoFactorEnterPage /> },
  // vuln-code-snippet hide-line adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
  // Our own addition: an offline stand-in for the third-party sign-in provider (see the page).
  { path: 'oauth-local', element: <LocalProviderPage /> },
  // vuln-code-snippet hide-line adminSectionChallenge scoreBoardChallenge web3SandboxChallenge
  // The Web3 pages (NFT, Bee Haven, ETH bank and smart-contract sandbox), not linked from any menu.
  { path: 'juicy-nft', element: <JuicyNftPage /> },
  { path: 'bee-haven', element: <BeeHavenPage /> },
  { path: 'wallet-web3', element: <WalletWeb3Page /> },
  { path: 'web3-sandbox', element: <Web3SandboxPage /> }, // vuln-code-snippet vuln-line web3SandboxChallenge
  {
    path: 'privacy-security',
    element: guarded('login', <PrivacySecurityLayout />),
    children: privacySecurityChildren,
  },
  { path: '403', element: <ForbiddenRoute /> },
  // Social-login return, the hidden token sale, and the redirect of everything else to /search.
  { path: '*', element: <UnmatchedRoute /> },
]
// vuln-code-snippet end adminSectionChallenge scoreBoardChallenge web3SandboxChallenge

const shopTree: RouteObject[] = [{ path: '/', element: <AppShell />, children: shopRoutes }]

/** The shop's pages under its shell, for the hash router around it. */
export function ShopRoutes() {
  return useRoutes(shopTree)
}
