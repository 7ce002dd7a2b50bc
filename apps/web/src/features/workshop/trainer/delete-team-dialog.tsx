import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './confirm-dialog'
import { deleteTeam } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

/** Deletes a team after saying what goes with it. */
export function DeleteTeamDialog({ team, onClose }: { team: string; onClose: () => void }) {
  const { t } = useTranslation()
  const remove = useTrainerMutation(deleteTeam)
  return (
    <ConfirmDialog
      title={t('WORKSHOP_DELETE_TEAM', { team })}
      confirmLabel={t('WORKSHOP_DELETE')}
      onConfirm={() => remove.mutate(team, { onSuccess: onClose })}
      onClose={onClose}
      busy={remove.isPending}
      error={remove.error}
    >
      <Typography>{t('WORKSHOP_DELETE_CONSEQUENCE', { team })}</Typography>
    </ConfirmDialog>
  )
}
