import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './confirm-dialog'
import { PasscodeShownOnce } from './passcode-shown-once'
import { newPasscode } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

/** Replaces a team's passcode (say, a lost one) and shows the new one once. */
export function NewPasscodeDialog({ team, onClose }: { team: string; onClose: () => void }) {
  const { t } = useTranslation()
  const replace = useTrainerMutation(newPasscode)
  if (replace.data)
    return <PasscodeShownOnce team={team} passcode={replace.data.passcode} onClose={onClose} />
  return (
    <ConfirmDialog
      title={t('WORKSHOP_NEW_PASSCODE_FOR', { team })}
      confirmLabel={t('WORKSHOP_NEW_PASSCODE')}
      onConfirm={() => replace.mutate(team)}
      onClose={onClose}
      busy={replace.isPending}
      error={replace.error}
    >
      <Typography>{t('WORKSHOP_NEW_PASSCODE_CONSEQUENCE')}</Typography>
    </ConfirmDialog>
  )
}
