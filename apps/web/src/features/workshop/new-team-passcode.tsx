import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface NewTeamPasscodeProps {
  team: string
  passcode: string
  onContinue: () => void
}

/** Shown once after a player created a team: the passcode to share, with a copy button. */
export function NewTeamPasscode({ team, passcode, onContinue }: NewTeamPasscodeProps) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(passcode)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('WORKSHOP_TEAM_CREATED', { team })}
            </Typography>
            <Typography variant="body2">{t('WORKSHOP_SHARE_PASSCODE')}</Typography>
            <Typography
              id="newPasscode"
              variant="h4"
              component="p"
              sx={{ fontFamily: 'monospace', letterSpacing: '0.2em', textAlign: 'center' }}
              aria-label={t('WORKSHOP_PASSCODE')}
            >
              {passcode}
            </Typography>
            <Button id="copyPasscodeButton" variant="outlined" onClick={copy}>
              {t('WORKSHOP_COPY_PASSCODE')}
            </Button>
            {copied && (
              <Alert severity="success" role="status">
                {t('WORKSHOP_PASSCODE_COPIED')}
              </Alert>
            )}
            <Alert severity="warning">{t('WORKSHOP_PASSCODE_ONCE')}</Alert>
            <Button id="enterShopButton" variant="contained" onClick={onContinue}>
              {t('WORKSHOP_ENTER_SHOP')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
