import GitHubIcon from '@mui/icons-material/GitHub'
import LanguageIcon from '@mui/icons-material/Language'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DEFAULT_APPLICATION_NAME, useApplicationConfig } from '../../lib/application-config'
import { useSession } from '../../lib/session'
import { usePhoneLayout } from '../../lib/use-phone-layout'
import { LanguageMenu, type LanguageTriggerProps } from './language-menu'
import { GITHUB_URL, sideMenuEntries } from './navigation'
import { useApplicationVersion, useScoreBoardSolved } from './shell-queries'

/** Side menu width. */
export const SIDE_MENU_WIDTH = 280

/** The side menu's entry that opens the language menu (phones). */
function LanguageEntry({ onClick, language }: LanguageTriggerProps) {
  const { t } = useTranslation()
  return (
    <ListItem disablePadding>
      <ListItemButton aria-haspopup="menu" onClick={onClick}>
        <ListItemIcon>
          <LanguageIcon />
        </ListItemIcon>
        <ListItemText primary={t('LABEL_LANGUAGE')} secondary={language} />
      </ListItemButton>
    </ListItem>
  )
}

/** The side menu (a drawer), loaded when first opened: it is not needed for the first paint. */
export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const session = useSession()
  const scoreBoardSolved = useScoreBoardSolved()
  const version = useApplicationVersion()
  // A phone's top bar has no room for the language button, so the language is chosen here.
  const phone = usePhoneLayout()
  const entries = sideMenuEntries({
    isLoggedIn: session.isLoggedIn,
    role: session.user?.role,
    scoreBoardSolved,
    hackingInstructorEnabled: config?.hackingInstructor?.isEnabled !== false,
  })
  const name = config?.application.name || DEFAULT_APPLICATION_NAME

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH }, 'aria-label': t('LABEL_SIDENAV') } }}
    >
      <Box
        component="nav"
        aria-label={t('LABEL_SIDENAV')}
        sx={{ display: 'flex', flexDirection: 'column', height: 1 }}
      >
        {session.isLoggedIn && (
          <>
            <List>
              <ListItem disablePadding>
                <ListItemButton component="a" href="./profile" data-testid="sidenav-profile">
                  <ListItemText
                    primary={session.user?.email ?? ''}
                    secondary={t('LINK_GO_TO_USER_PROFILE')}
                  />
                </ListItemButton>
              </ListItem>
            </List>
            <Divider />
          </>
        )}
        <List sx={{ flexGrow: 1 }}>
          {entries.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                onClick={onClose}
                data-testid={`sidenav-${entry.id}`}
              >
                <ListItemText primary={t(entry.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
          {config?.application.showGitHubLinks !== false && (
            <ListItem disablePadding>
              <ListItemButton
                component="a"
                href={GITHUB_URL}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="sidenav-github"
              >
                <ListItemIcon>
                  <GitHubIcon />
                </ListItemIcon>
                <ListItemText primary={t('NAV_GITHUB')} />
              </ListItemButton>
            </ListItem>
          )}
          {phone && <LanguageMenu Trigger={LanguageEntry} />}
        </List>
        <Divider />
        <Typography variant="caption" sx={{ p: 2 }} color="text.secondary" data-testid="app-version">
          {name}
          {version !== '' && ` v${version}`}
        </Typography>
      </Box>
    </Drawer>
  )
}
