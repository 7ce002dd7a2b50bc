import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevealer } from '../../lib/anchor-reveal'
import { useSession } from '../../lib/session'
import { useOpenedOnce } from '../../lib/use-opened-once'

const AccountMenuPopup = lazy(() => import('./account-menu-popup'))

/** The account button and the menu item the hacking instructor's tutorials point at. */
export const ACCOUNT_BUTTON = '#navbarAccount'
export const PRIVACY_SECURITY_ITEM = '#navbarPrivacySecurity'

/** The account button and its menus; `compact` (phones) shows the button as an icon named "Account". */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const session = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const loaded = useOpenedOnce(anchor !== null)
  const button = useRef<HTMLButtonElement>(null)
  // On a phone, a tutorial step that points at "Privacy & Security" opens the menu it lives in (say, after the page
  // was reloaded with the menu closed), so the bubble never points at nothing.
  const openMenu = useCallback(() => setAnchor(button.current), [])
  useRevealer(PRIVACY_SECURITY_ITEM, openMenu, compact && session.isLoggedIn)

  // The id is the anchor of published write-ups and of the hacking instructor's tutorials.
  const trigger = {
    ref: button,
    id: ACCOUNT_BUTTON.slice(1),
    color: 'inherit',
    'aria-haspopup': 'menu',
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const

  return (
    <>
      {compact ? (
        <IconButton {...trigger} aria-label={t('TITLE_ACCOUNT')}>
          <AccountCircleIcon />
        </IconButton>
      ) : (
        <Button {...trigger} startIcon={<AccountCircleIcon />}>
          <span className="nav-label">{t('TITLE_ACCOUNT')}</span>
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={anchor} compact={compact} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
