import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router'
import { HackingInstructor } from '../../features/hacking-instructor/hacking-instructor'
import { CookieConsent } from '../cookie-consent'
import { PageErrorBoundary } from '../error-boundary'
import { NotificationCenter } from '../notifications/notification-center'
import { Announcements } from '../notifications/announcements'
import { SystemNoticeBanner } from '../notifications/system-notice-banner'
import { WelcomeDialog } from '../welcome-dialog'
import { TopBar } from './top-bar'

const SideMenu = lazy(() => import('./side-menu'))

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
  // The side menu's code loads when it is first opened, and it stays mounted from then on (for its closing slide).
  const [menuLoaded, setMenuLoaded] = useState(false)
  const openMenu = (): void => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 10 }}>
      <TopBar onMenuClick={openMenu} />
      <SystemNoticeBanner />
      <Announcements />
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <NotificationCenter />
      <Box component="main">
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <WelcomeDialog />
      <CookieConsent />
      <HackingInstructor />
    </Box>
  )
}
