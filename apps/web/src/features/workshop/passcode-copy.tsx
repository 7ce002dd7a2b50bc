import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A team's passcode in large digits with a button that copies it. */
export function PasscodeCopy({ passcode }: { passcode: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(passcode)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <Stack spacing={2}>
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
    </Stack>
  )
}
