import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useApplicationConfig } from '../lib/application-config'
import { getCookie, setCookie, YEAR_MS } from '../lib/cookies'

export const COOKIE_CONSENT_COOKIE = 'cookieconsent_status'

/** Cookie banner at the bottom, with the texts of `application.cookieConsent`. */
export function CookieConsent() {
  const config = useApplicationConfig()
  const [dismissed, setDismissed] = useState(() => getCookie(COOKIE_CONSENT_COOKIE) === 'dismiss')
  const consent = config?.application.cookieConsent
  if (!config || !consent || dismissed) return null

  const dismiss = (): void => {
    setCookie(COOKIE_CONSENT_COOKIE, 'dismiss', YEAR_MS)
    setDismissed(true)
  }

  return (
    <Paper
      role="dialog"
      aria-label="cookieconsent"
      elevation={8}
      data-testid="cookie-consent"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Below modal dialogs: while one is open the banner is hidden from assistive technology, so it must not sit
        // on top of the dialog either (on a phone it would cover the foot of a full-screen dialog).
        zIndex: (theme) => theme.zIndex.modal - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>
        {consent.message}{' '}
        {consent.linkUrl && (
          <Link href={consent.linkUrl} target="_blank" rel="noopener noreferrer" color="secondary">
            {consent.linkText}
          </Link>
        )}
      </Typography>
      <Button variant="contained" color="secondary" onClick={dismiss}>
        {consent.dismissText}
      </Button>
    </Paper>
  )
}
