import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { Suspense, useState } from 'react'
import { Outlet } from 'react-router'
import { HackingInstructor } from '../../features/hacking-instructor/hacking-instructor'
import { CookieConsent } from '../cookie-consent'
import { NotificationCenter } from '../notifications/notification-center'
import { SystemNoticeBanner } from '../notifications/system-notice-banner'
import { WelcomeDialog } from '../welcome-dialog'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress />
    </Box>
  )
}

/** Layout route: top bar, system-wide banner, side menu, the current page, notifications and first-visit dialogs. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 10 }}>
      <TopBar onMenuClick={() => setMenuOpen(true)} />
      <SystemNoticeBanner />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <NotificationCenter />
      <Box component="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <WelcomeDialog />
      <CookieConsent />
      <HackingInstructor />
    </Box>
  )
}
