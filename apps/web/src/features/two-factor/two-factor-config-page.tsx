import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_APPLICATION_NAME, useApplicationConfig } from '../../lib/application-config'
import { queryKeys } from '../../lib/query-keys'
import { useTwoFactorStatus } from './two-factor-api'
import { TwoFactorDisableForm } from './two-factor-disable-form'
import { TwoFactorSetupForm } from './two-factor-setup-form'

type Confirmation = 'CONFIRM_2FA_SETUP' | 'CONFIRM_2FA_DISABLE'

/** Setup form while 2FA is off, disable form while it is on. */
export default function TwoFactorConfigPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const config = useApplicationConfig()
  const status = useTwoFactorStatus()
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)

  useEffect(() => {
    if (status.isError) console.error('Could not load the two-factor status', status.error)
  }, [status.isError, status.error])

  const done = (message: Confirmation) => () => {
    setConfirmation(message)
    void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactorStatus })
  }
  const data = status.data

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('TITLE_TWO_FACTOR_AUTHENTICATION')}
        </Typography>
        {confirmation && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="two-factor-confirmation">
            {t(confirmation)}
          </Alert>
        )}
        {status.isPending && <CircularProgress />}
        {data?.setup === true && <TwoFactorDisableForm onDone={done('CONFIRM_2FA_DISABLE')} />}
        {data?.setup === false && (
          <TwoFactorSetupForm
            key={data.setupToken}
            material={{
              applicationName: config?.application.name || DEFAULT_APPLICATION_NAME,
              email: data.email ?? '',
              secret: data.secret ?? '',
              setupToken: data.setupToken ?? '',
            }}
            onDone={done('CONFIRM_2FA_SETUP')}
          />
        )}
      </CardContent>
    </Card>
  )
}
