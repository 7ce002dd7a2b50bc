import MenuIcon from '@mui/icons-material/Menu'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import AppBar from '@mui/material/AppBar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DEFAULT_APPLICATION_NAME, logoUrl, useApplicationConfig } from '../../lib/application-config'
import { getBasketId, useSession } from '../../lib/session'
import { AccountMenu } from './account-menu'
import { LanguageMenu } from './language-menu'
import { SearchBox } from './search-box'
import { useBasketCount } from './shell-queries'

function BasketButton() {
  const { t } = useTranslation()
  const session = useSession()
  const count = useBasketCount(getBasketId(), session.isLoggedIn)
  return (
    <Button color="inherit" component={RouterLink} to="/basket" aria-label={t('TITLE_YOUR_BASKET')}>
      <Badge badgeContent={count} color="secondary" data-testid="basket-count" showZero>
        <ShoppingCartIcon />
      </Badge>
      <Box component="span" sx={{ ml: 1.5, display: { xs: 'none', md: 'inline' } }}>
        {t('TITLE_YOUR_BASKET')}
      </Box>
    </Button>
  )
}

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const session = useSession()
  const name = config?.application.name || DEFAULT_APPLICATION_NAME

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" color="inherit" aria-label={t('LABEL_OPEN_SIDENAV')} onClick={onMenuClick}>
          <MenuIcon />
        </IconButton>
        <Button
          color="inherit"
          component={RouterLink}
          to="/search"
          aria-label={t('LABEL_BACK_TO_HOMEPAGE')}
          sx={{ textTransform: 'none' }}
        >
          <img src={logoUrl(config?.application.logo)} alt={name} height={36} style={{ marginRight: 8 }} />
          <Typography variant="h6" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {name}
          </Typography>
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <SearchBox />
        <AccountMenu />
        {session.isLoggedIn && <BasketButton />}
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  )
}
