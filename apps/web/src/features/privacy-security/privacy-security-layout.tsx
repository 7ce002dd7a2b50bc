import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { privacySecurityEntries } from '../../app/shell/navigation'

/** Container of the privacy & security children: a sub-navigation next to the child screen. */
export default function PrivacySecurityLayout() {
  const { t } = useTranslation()
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Paper sx={{ minWidth: 240, alignSelf: 'flex-start' }}>
        {/* Links, not list items: a navigation landmark rather than a list whose children are not <li>. */}
        <List dense component="nav" aria-label={t('TITLE_PRIVACY_AND_SECURITY')}>
          {privacySecurityEntries.map((entry) => (
            <ListItemButton key={entry.to} component={NavLink} to={entry.to}>
              <ListItemText primary={t(entry.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <div style={{ flex: 1 }}>
        <Outlet />
      </div>
    </Stack>
  )
}
