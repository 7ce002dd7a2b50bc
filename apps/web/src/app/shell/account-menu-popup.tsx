import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Divider from '@mui/material/Divider'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSession } from '../../lib/session'
import { ordersPaymentEntries, privacySecurityEntries, type NavEntry } from './navigation'
import { useLogout } from './use-logout'

type Submenu = 'orders' | 'privacy' | null

export interface AccountMenuPopupProps {
  /** The account button while the menu is open, else null. */
  anchor: HTMLElement | null
  compact: boolean
  onClose: () => void
}

/**
 * The account menu and its submenus (Orders & Payment, Privacy & Security), loaded when the account button is first
 * pressed: a first visit needs only the button.
 */
export default function AccountMenuPopup({ anchor, compact, onClose }: AccountMenuPopupProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const logout = useLogout()
  const [subAnchor, setSubAnchor] = useState<HTMLElement | null>(null)
  const [submenu, setSubmenu] = useState<Submenu>(null)

  const closeAll = (): void => {
    onClose()
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
  const subEntries: NavEntry[] = submenu === 'orders' ? ordersPaymentEntries : privacySecurityEntries

  return (
    <>
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
