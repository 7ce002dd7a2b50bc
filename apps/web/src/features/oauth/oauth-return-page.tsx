import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { queryKeys } from '../../lib/query-keys'
import { accessTokenFrom } from '../../lib/route-matchers'
import { clearSession } from '../../lib/session'
import { login } from '../login'
import { emailOfAccessToken, oauthPassword, registerOAuthUser } from './oauth-api'

/** Return screen of the social sign-in: register (failure ignored), then log in with the oauth flag. */
export default function OAuthReturnPage() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const accessToken = accessTokenFrom(`${location.pathname}${location.hash}`)
    const signIn = async (): Promise<void> => {
      if (!accessToken) throw new Error('No access token in the address')
      const email = await emailOfAccessToken(accessToken)
      await registerOAuthUser(email).catch(() => undefined)
      const outcome = await login({ email, password: oauthPassword(email), oauth: true })
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
      await navigate(outcome.kind === 'totp' ? '/2fa/enter' : '/')
    }
    signIn().catch((error: unknown) => {
      console.error('Social login failed', error)
      clearSession()
      void navigate('/login')
    })
  }, [location, navigate, queryClient])

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <CircularProgress />
      <Typography>{t('LABEL_SIGNING_IN')}</Typography>
    </Box>
  )
}
