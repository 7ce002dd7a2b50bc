import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PasscodeCopy } from './passcode-copy'
import { WorkshopCard } from './workshop-card'

interface NewTeamPasscodeProps {
  team: string
  passcode: string
  onContinue: () => void
}

/** Shown once after a player created a team: the passcode to share, with a copy button. */
export function NewTeamPasscode({ team, passcode, onContinue }: NewTeamPasscodeProps) {
  const { t } = useTranslation()
  return (
    <WorkshopCard>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('WORKSHOP_TEAM_CREATED', { team })}
        </Typography>
        <Typography variant="body2">{t('WORKSHOP_SHARE_PASSCODE')}</Typography>
        <PasscodeCopy passcode={passcode} />
        <Alert severity="warning">{t('WORKSHOP_PASSCODE_ONCE')}</Alert>
        <Button id="enterShopButton" variant="contained" onClick={onContinue}>
          {t('WORKSHOP_ENTER_SHOP')}
        </Button>
      </Stack>
    </WorkshopCard>
  )
}
