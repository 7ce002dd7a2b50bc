import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isTeamName, normaliseTeamName } from '../team-name'
import { messageOf } from '../workshop-api'
import { PasscodeShownOnce } from './passcode-shown-once'
import { createTeam } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

/** Creates a team under the name rule and shows its passcode once, to share with the team. */
export function CreateTeamDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const create = useTrainerMutation(createTeam)
  const name = normaliseTeamName(typed)
  const nameError = typed !== '' && !isTeamName(name) ? t('WORKSHOP_TEAM_NAME_RULE') : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isTeamName(name)) create.mutate(name)
  }

  if (create.data)
    return <PasscodeShownOnce team={create.data.name} passcode={create.data.passcode} onClose={onClose} />
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('WORKSHOP_CREATE_TEAM')}</DialogTitle>
        <DialogContent>
          <TextField
            id="newTeamName"
            label={t('WORKSHOP_TEAM_NAME')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={nameError !== undefined}
            helperText={nameError ?? t('WORKSHOP_TEAM_NAME_RULE')}
            autoComplete="off"
            autoFocus
            fullWidth
            required
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none' } }}
          />
          {create.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {messageOf(create.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('WORKSHOP_CANCEL')}</Button>
          <Button
            id="confirmCreateTeamButton"
            type="submit"
            variant="contained"
            disabled={!isTeamName(name) || create.isPending}
          >
            {t('WORKSHOP_CREATE_BUTTON')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
