import GoogleIcon from '@mui/icons-material/Google'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationConfig } from '../../lib/application-config'
import { googleSignInUrl } from './google-sign-in'

/** "Log in with Google", offered only from an authorised origin, below an OR separator. */
export function GoogleSignIn({ config }: { config: ApplicationConfig | undefined }) {
  const { t } = useTranslation()
  const origin = window.location.origin
  const url = googleSignInUrl(config, origin)

  useEffect(() => {
    if (config && url === null) {
      console.log(`${origin} is not an authorized redirect URI for this application.`)
    }
  }, [config, url, origin])

  if (url === null) return null
  return (
    <>
      <Divider>{t('LABEL_OR')}</Divider>
      <Button
        id="loginButtonGoogle"
        variant="outlined"
        startIcon={<GoogleIcon />}
        onClick={() => window.location.replace(url)}
      >
        {t('BTN_GOOGLE_LOGIN')}
      </Button>
    </>
  )
}
