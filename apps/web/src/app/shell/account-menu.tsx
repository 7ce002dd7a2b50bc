import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useCallback, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useRevealer } from '../../lib/anchor-reveal'
import { useSession } from '../../lib/session'
import { ordersPaymentEntries, privacySecurityEntries, type NavEntry } from './navigation'
import { useLogout } from './use-logout'

type Submenu = 'orders' | 'privacy' | null

/** The account button and the menu item the hacking instructor's tutorials point at. */
export const ACCOUNT_BUTTON = '#navbarAccount'
export const PRIVACY_SECURITY_ITEM = '#navbarPrivacySecurity'

/** The account button and its menus; `compact` (phones) shows the button as an icon named "Account". */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const logout = useLogout()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [subAnchor, setSubAnchor] = useState<HTMLElement | null>(null)
  const [submenu, setSubmenu] = useState<Submenu>(null)
  const button = useRef<HTMLButtonElement>(null)
  // On a phone, a tutorial step that points at "Privacy & Security" opens the menu it lives in (say, after the page
  // was reloaded with the menu closed), so the bubble never points at nothing.
  const openMenu = useCallback(() => setAnchor(button.current), [])
  useRevealer(PRIVACY_SECURITY_ITEM, openMenu, compact && session.isLoggedIn)

  const closeAll = (): void => {
    setAnchor(null)
    setSubAnchor(null)
    setSubmenu(null)
  }
  const go = (to: string): void => {
    closeAll()
    void navigate(to)
  }
  const openSubmenu = (which: Submenu) => (event: MouseEvent<HTMLElement>) => {
    setSubAnchor(event.currentTarget)
    setSubmenu(which)
  }
  // The id is the anchor of published write-ups and of the hacking instructor's tutorials.
  const trigger = {
    ref: button,
    id: ACCOUNT_BUTTON.slice(1),
    color: 'inherit',
    'aria-haspopup': 'menu',
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const
  const subEntries: NavEntry[] = submenu === 'orders' ? ordersPaymentEntries : privacySecurityEntries

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
      <Menu anchorEl={anchor} open={anchor !== null} onClose={closeAll}>
        {session.isLoggedIn
          ? [
              <MenuItem key="profile" component="a" href="./profile" onClick={closeAll}>
                <ListItemText primary={session.user?.email ?? ''} secondary={t('LINK_GO_TO_USER_PROFILE')} />
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem key="orders" id="navbarOrdersPayment" onClick={openSubmenu('orders')}>
                <ListItemText primary={t('TITLE_ORDERS_AND_PAYMENT')} />
                <ChevronRightIcon fontSize="small" />
              </MenuItem>,
              <MenuItem key="privacy" id="navbarPrivacySecurity" onClick={openSubmenu('privacy')}>
                <ListItemText primary={t('TITLE_PRIVACY_AND_SECURITY')} />
                <ChevronRightIcon fontSize="small" />
              </MenuItem>,
              <MenuItem
                key="logout"
                id="navbarLogoutButton"
                onClick={() => {
                  closeAll()
                  void logout()
                }}
              >
                {t('TITLE_LOGOUT')}
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" id="navbarLoginButton" onClick={() => go('/login')}>
                {t('TITLE_LOGIN')}
              </MenuItem>,
            ]}
      </Menu>
      <Menu
        anchorEl={subAnchor}
        open={subAnchor !== null && anchor !== null}
        onClose={() => setSubAnchor(null)}
        // Beside its item on wide screens; on a phone there is no room beside it, so below it.
        anchorOrigin={
          compact ? { vertical: 'bottom', horizontal: 'left' } : { vertical: 'top', horizontal: 'left' }
        }
        transformOrigin={{ vertical: 'top', horizontal: compact ? 'left' : 'right' }}
      >
        {subEntries.map((entry) => (
          <MenuItem key={entry.to} onClick={() => go(entry.to)}>
            {t(entry.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
