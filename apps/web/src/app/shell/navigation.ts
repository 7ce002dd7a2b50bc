/** Menu entries of the navigation shell. Labels are translation keys. */

export interface NavEntry {
  to: string
  labelKey: string
}

export const ordersPaymentEntries: NavEntry[] = [
  { to: '/order-history', labelKey: 'NAV_ORDER_HISTORY' },
  { to: '/recycle', labelKey: 'NAV_RECYCLE' },
  { to: '/address/saved', labelKey: 'NAV_MY_SAVED_ADRESSES' },
  { to: '/saved-payment-methods', labelKey: 'NAV_MY_PAYMENT_OPTIONS' },
  { to: '/wallet', labelKey: 'NAV_DIGITAL_WALLET' },
]

export const privacySecurityEntries: NavEntry[] = [
  { to: '/privacy-security/privacy-policy', labelKey: 'NAV_PRIVACY_POLICY' },
  { to: '/privacy-security/data-export', labelKey: 'NAV_REQUEST_DATA_EXPORT' },
  { to: '/privacy-security/erasure-request', labelKey: 'NAV_REQUEST_DATA_ERASURE' },
  { to: '/privacy-security/change-password', labelKey: 'NAV_CHANGE_PASSWORD' },
  { to: '/privacy-security/two-factor-authentication', labelKey: 'NAV_TWO_FACTOR_AUTHENTICATION' },
  { to: '/privacy-security/last-login-ip', labelKey: 'NAV_LAST_LOGIN_IP' },
]

export const GITHUB_URL = 'https://github.com/juice-shop/juice-shop'

export interface SideMenuContext {
  isLoggedIn: boolean
  role: string | undefined
  scoreBoardSolved: boolean
  hackingInstructorEnabled: boolean
}

export interface SideMenuEntry extends NavEntry {
  id: string
}

/** Which side-menu links a visitor sees; the visibility rules in one place. */
export function sideMenuEntries(context: SideMenuContext): SideMenuEntry[] {
  const entries: (SideMenuEntry | false)[] = [
    { id: 'home', to: '/search', labelKey: 'NAV_BACK_TO_HOMEPAGE' },
    { id: 'contact', to: '/contact', labelKey: 'NAV_CUSTOMER_FEEDBACK' },
    { id: 'chatbot', to: '/chatbot', labelKey: 'NAV_SUPPORT_CHAT' },
    context.isLoggedIn && { id: 'complain', to: '/complain', labelKey: 'NAV_COMPLAIN' },
    context.isLoggedIn &&
      context.role === 'accounting' && { id: 'accounting', to: '/accounting', labelKey: 'NAV_ACCOUNTING' },
    { id: 'about', to: '/about', labelKey: 'NAV_ABOUT_US' },
    { id: 'photo-wall', to: '/photo-wall', labelKey: 'NAV_PHOTO_WALL' },
    context.isLoggedIn && { id: 'deluxe', to: '/deluxe-membership', labelKey: 'NAV_DELUXE_MEMBERSHIP' },
    context.scoreBoardSolved && { id: 'score-board', to: '/score-board', labelKey: 'NAV_SCORE_BOARD' },
    !context.scoreBoardSolved &&
      context.hackingInstructorEnabled && {
        id: 'getting-started',
        to: '/hacking-instructor',
        labelKey: 'NAV_GETTING_STARTED',
      },
  ]
  return entries.filter((entry): entry is SideMenuEntry => entry !== false)
}
