import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { accessTokenFrom } from '../../lib/route-matchers'
import { clearSession } from '../../lib/session'
import { login } from '../login/login-api'
import { oauthPassword, registerOAuthUser, fetchGoogleEmail } from './oauth-api'

/** Return screen of the Google sign-in: register (failure ignored), then log in with the oauth flag. */
export default function OAuthReturnPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const accessToken = accessTokenFrom(`${location.pathname}${location.hash}`)
    const signIn = async (): Promise<void> => {
      if (!accessToken) throw new Error('No access token in the address')
      const email = await fetchGoogleEmail(accessToken)
      await registerOAuthUser(email).catch(() => undefined)
      await login({ email, password: oauthPassword(email), oauth: true })
      await navigate('/')
    }
    signIn().catch((error: unknown) => {
      console.error('Social login failed', error)
      clearSession()
      void navigate('/login')
    })
  }, [location, navigate])

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <CircularProgress />
      <Typography>{t('LABEL_SIGNING_IN')}</Typography>
    </Box>
  )
}
