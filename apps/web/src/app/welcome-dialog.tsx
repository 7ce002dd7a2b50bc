import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type ApplicationConfig, useApplicationConfig } from '../lib/application-config'
import { getCookie, setCookie, YEAR_MS } from '../lib/cookies'

export const WELCOME_BANNER_COOKIE = 'welcomebanner_status'

/** Opens unless dismissed before or switched off in the configuration. */
export function shouldShowWelcome(
  config: ApplicationConfig | undefined,
  cookie: string | undefined,
): boolean {
  if (!config) return false
  return config.application.welcomeBanner?.showOnFirstStart !== false && cookie !== 'dismiss'
}

export function WelcomeDialog() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useApplicationConfig()
  const [closed, setClosed] = useState(false)
  const open = !closed && shouldShowWelcome(config, getCookie(WELCOME_BANNER_COOKIE))
  const tutorialsFirst = config?.challenges?.restrictToTutorialsFirst === true
  const instructorEnabled = config?.hackingInstructor?.isEnabled !== false
  const banner = config?.application.welcomeBanner

  const dismiss = (): void => {
    setCookie(WELCOME_BANNER_COOKIE, 'dismiss', YEAR_MS)
    setClosed(true)
  }
  const startTutorial = (): void => {
    dismiss()
    void navigate(`/hacking-instructor?challenge=${encodeURIComponent('Score Board')}`)
  }

  return (
    <Dialog
      open={open}
      onClose={tutorialsFirst ? undefined : dismiss}
      aria-labelledby="welcome-title"
      slotProps={{
        paper: {
          id: 'welcome-banner',
          // Below the top bar on wider screens; on a phone it fills the screen like every dialog (from the top,
          // or its buttons would hang below the screen's edge).
          sx: {
            minWidth: { xs: 0, sm: 320 },
            width: { xs: '100%', sm: '35%' },
            position: 'absolute',
            top: { xs: 0, sm: 50 },
            m: 0,
          },
        },
      }}
    >
      <DialogTitle id="welcome-title">{banner?.title ?? ''}</DialogTitle>
      <DialogContent sx={{ '& a': { color: 'secondary.main' } }}>
        {/* The message is HTML from the shop's own configuration. */}
        <div dangerouslySetInnerHTML={{ __html: banner?.message ?? '' }} />
      </DialogContent>
      <DialogActions>
        {instructorEnabled && (
          <Button variant="contained" color="secondary" onClick={startTutorial}>
            {t('BTN_GETTING_STARTED')}
          </Button>
        )}
        {!tutorialsFirst && (
          <Button onClick={dismiss} aria-label={t('BTN_DISMISS')} id="welcome-dismiss">
            {t('BTN_DISMISS')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
