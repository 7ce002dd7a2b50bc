import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import MenuIcon from '@mui/icons-material/Menu'
import SearchIcon from '@mui/icons-material/Search'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import AppBar from '@mui/material/AppBar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { visuallyHidden } from '../../components/visually-hidden'
import { useRevealer } from '../../lib/anchor-reveal'
import { DEFAULT_APPLICATION_NAME, logoUrl, useApplicationConfig } from '../../lib/application-config'
import { getBasketId, useSession } from '../../lib/session'
import { usePhoneLayout } from '../../lib/use-phone-layout'
import { ACCOUNT_BUTTON, AccountMenu } from './account-menu'
import { LanguageMenu } from './language-menu'
import { SEARCH_FIELD, SearchBox } from './search-box'
import { useBasketCount } from './shell-queries'

/** The basket link as the hacking instructor's tutorials point at it. */
export const BASKET_LINK = 'a[href="#/basket"]'

/** The basket link, named "<count> Your Basket"; an icon with its count on phones. */
function BasketButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const session = useSession()
  const count = useBasketCount(getBasketId(), session.isLoggedIn)
  const content = (
    <>
      <Badge badgeContent={count} color="secondary" data-testid="basket-count" showZero>
        <ShoppingCartIcon />
      </Badge>
      {/* Shown from `md` up, read by screen readers on every screen: it names the link. */}
      <Box component="span" sx={(theme) => ({ ml: 1.5, [theme.breakpoints.down('md')]: visuallyHidden })}>
        {t('TITLE_YOUR_BASKET')}
      </Box>
    </>
  )
  return compact ? (
    <IconButton color="inherit" component={RouterLink} to="/basket">
      {content}
    </IconButton>
  ) : (
    <Button color="inherit" component={RouterLink} to="/basket">
      {content}
    </Button>
  )
}

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const session = useSession()
  const phone = usePhoneLayout()
  const [searching, setSearching] = useState(false)
  const searchToggle = useRef<HTMLButtonElement>(null)
  const name = config?.application.name || DEFAULT_APPLICATION_NAME
  // A tutorial step that points at the search field opens the phone's search first.
  const openSearch = useCallback(() => setSearching(true), [])
  useRevealer(SEARCH_FIELD, openSearch, phone)
  // The open phone search hides the account and basket buttons; a step that points at one of them closes it.
  const foldSearch = useCallback(() => setSearching(false), [])
  useRevealer(ACCOUNT_BUTTON, foldSearch, phone && searching)
  useRevealer(BASKET_LINK, foldSearch, phone && searching)

  const closeSearch = (): void => {
    setSearching(false)
    requestAnimationFrame(() => searchToggle.current?.focus())
  }

  return (
    <AppBar position="sticky" color="primary">
      {phone && searching ? (
        // A phone's search fills the whole bar while it is open; closing it returns the focus to its toggle.
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" color="inherit" aria-label={t('BTN_CLOSE')} onClick={closeSearch}>
            <ArrowBackIcon />
          </IconButton>
          <SearchBox expanded onDone={closeSearch} />
        </Toolbar>
      ) : (
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <IconButton edge="start" color="inherit" aria-label={t('LABEL_OPEN_SIDENAV')} onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
          {/* Named by the shop's name (shown from `md` up, where it fits on one line; read by screen readers below) —
              the logo is decoration. */}
          <Button
            color="inherit"
            component={RouterLink}
            to="/search"
            title={t('LABEL_BACK_TO_HOMEPAGE')}
            sx={{ textTransform: 'none', minWidth: 0 }}
          >
            <img src={logoUrl(config?.application.logo)} alt="" height={36} />
            <Typography
              variant="h6"
              component="span"
              sx={(theme) => ({ ml: 1, [theme.breakpoints.down('md')]: visuallyHidden })}
            >
              {name}
            </Typography>
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {phone ? (
            <IconButton
              ref={searchToggle}
              color="inherit"
              aria-label={t('LABEL_SEARCH')}
              onClick={openSearch}
            >
              <SearchIcon />
            </IconButton>
          ) : (
            <SearchBox />
          )}
          <AccountMenu compact={phone} />
          {session.isLoggedIn && <BasketButton compact={phone} />}
          {!phone && <LanguageMenu />}
        </Toolbar>
      )}
    </AppBar>
  )
}
