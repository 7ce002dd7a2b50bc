import AddIcon from '@mui/icons-material/Add'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateTeamDialog } from './create-team-dialog'
import { DeleteTeamDialog } from './delete-team-dialog'
import { NewPasscodeDialog } from './new-passcode-dialog'
import { ResetDialog } from './reset-dialog'
import { TeamDetailDialog } from './team-detail-dialog'
import { teamsQuery } from './trainer-api'
import { TeamsTable, type TeamAction } from './teams-table'

/** What the trainer is doing right now: one dialog at a time. */
type OpenDialog = { action: TeamAction; team: string } | { action: 'create' } | { action: 'resetEvery' }

/** The teams with their progress, the actions on one team and those on all of them. */
export function TeamsView() {
  const { t } = useTranslation()
  const { data: teams = [] } = useQuery(teamsQuery)
  const [dialog, setDialog] = useState<OpenDialog>()
  const close = () => setDialog(undefined)
  const team = dialog && 'team' in dialog ? teams.find(({ name }) => name === dialog.team) : undefined

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          id="createTeamButton"
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ action: 'create' })}
        >
          {t('WORKSHOP_CREATE_TEAM')}
        </Button>
        <Button
          id="resetEveryTeamButton"
          variant="outlined"
          color="warning"
          startIcon={<RestartAltIcon />}
          disabled={teams.length === 0}
          onClick={() => setDialog({ action: 'resetEvery' })}
        >
          {t('WORKSHOP_RESET_EVERY_TEAM')}
        </Button>
      </Stack>
      {teams.length === 0 ? (
        <Typography color="text.secondary">{t('WORKSHOP_NO_TEAMS')}</Typography>
      ) : (
        <TeamsTable teams={teams} onAction={(action, name) => setDialog({ action, team: name })} />
      )}
      {dialog?.action === 'create' && <CreateTeamDialog onClose={close} />}
      {dialog?.action === 'resetEvery' && <ResetDialog onClose={close} />}
      {dialog?.action === 'reset' && <ResetDialog team={dialog.team} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteTeamDialog team={dialog.team} onClose={close} />}
      {dialog?.action === 'passcode' && <NewPasscodeDialog team={dialog.team} onClose={close} />}
      {dialog?.action === 'details' && team && <TeamDetailDialog team={team} onClose={close} />}
    </>
  )
}
