import StarIcon from '@mui/icons-material/Star'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { SocketEvents } from '@juicy/contracts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useSocket } from '../../app/socket-context'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { useApplicationConfig } from '../../lib/application-config'
import { useSession } from '../../lib/session'
import { deluxeRefusalKey, useDeluxeMembership } from './deluxe-api'
import { DeluxeBox } from './deluxe-box'

const features = [
  'DELUXE_FEATURE_PRICES',
  'DELUXE_FEATURE_DELIVERY',
  'DELUXE_FEATURE_LIMITS',
  'DELUXE_FEATURE_DECALS',
]

/** deluxe-membership: features, cost, Become member. */
export default function DeluxePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const socket = useSocket()
  const config = useApplicationConfig()
  const testDecal = useSearchParams()[0].get('testDecal')
  const refusalKey = deluxeRefusalKey(useSession().user?.role)
  const status = useDeluxeMembership(refusalKey === null)
  const refusal = refusalKey === null ? status.error && messageOf(status.error) : t(refusalKey)
  const reported = useRef(false)

  useEffect(() => {
    // A leftover test hook: the page reports the decal it was asked to show, once.
    if (testDecal === null || !socket || reported.current) return
    reported.current = true
    socket.emit(SocketEvents.verifySvgInjectionChallenge, testDecal)
  }, [socket, testDecal])

  return (
    <PageContainer>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_DELUXE_MEMBERSHIP')}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="deluxe-error">
          {refusal}
        </Alert>
      )}
      <Grid container spacing={2}>
        {features.map((feature) => (
          <Grid key={feature} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <StarIcon color="secondary" />
                <Typography>{t(feature)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {/* The boxes' picture is 360 px wide; narrower phones scale it down. */}
      <Box sx={{ '& svg': { maxWidth: 1, height: 'auto' } }}>
        <DeluxeBox decal={testDecal} logo={config?.application.logo} />
      </Box>
      {status.data && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography data-testid="membership-cost">
              {t('LABEL_MEMBERSHIP_COST', { cost: status.data.data.membershipCost })}
            </Typography>
            <Button
              id="upgradeButton"
              variant="contained"
              sx={{ mt: 1 }}
              onClick={() => void navigate('/payment/deluxe')}
            >
              {t('BTN_BECOME_MEMBER')}
            </Button>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  )
}
