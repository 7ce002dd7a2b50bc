import type { ChallengeStats, ResetScope } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { ResetConsequence } from './reset-consequence'
import { ResetScopeChooser } from './reset-scope-chooser'
import { resetTeams, type ResetRequest } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

type Step = 'choose' | 'confirm' | 'done'

interface ResetDialogProps {
  /** The team to reset; without one, every team is. */
  team?: string
  onClose: () => void
}

/** Resets one team or all of them in three steps: choose what, confirm what is lost, see that it is done. */
export function ResetDialog({ team, onClose }: ResetDialogProps) {
  const { t } = useTranslation()
  const [scope, setScope] = useState<ResetScope>('progress')
  const [challenge, setChallenge] = useState<ChallengeStats | null>(null)
  const [confirming, setConfirming] = useState(false)
  const reset = useTrainerMutation((request: ResetRequest) => resetTeams(team, request))
  const step: Step = reset.data ? 'done' : confirming ? 'confirm' : 'choose'
  const request: ResetRequest = scope === 'challenge' ? { scope, challenge: challenge?.challenge } : { scope }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {team === undefined ? t('WORKSHOP_RESET_EVERY_TEAM') : t('WORKSHOP_RESET_TEAM', { team })}
      </DialogTitle>
      <DialogContent>
        {step === 'choose' && (
          <ResetScopeChooser
            scope={scope}
            onScope={setScope}
            challenge={challenge}
            onChallenge={setChallenge}
          />
        )}
        {step === 'confirm' && <ResetConsequence scope={scope} team={team} challenge={challenge?.name} />}
        {reset.data && (
          <Alert severity="success" role="status" id="resetDone">
            {t('WORKSHOP_RESET_DONE', { milliseconds: reset.data.ms })}
          </Alert>
        )}
        {reset.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {messageOf(reset.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <ResetActions
          step={step}
          ready={scope !== 'challenge' || challenge !== null}
          busy={reset.isPending}
          onConfirming={setConfirming}
          onReset={() => reset.mutate(request)}
          onClose={onClose}
        />
      </DialogActions>
    </Dialog>
  )
}

interface ResetActionsProps {
  step: Step
  /** Whether the choice is complete (a challenge picked for the `challenge` scope). */
  ready: boolean
  busy: boolean
  onConfirming: (confirming: boolean) => void
  onReset: () => void
  onClose: () => void
}

/** The buttons of each step; the confirmation starts on "Back", so that Enter alone never resets. */
function ResetActions({ step, ready, busy, onConfirming, onReset, onClose }: ResetActionsProps) {
  const { t } = useTranslation()
  if (step === 'done')
    return (
      <Button id="closeResetButton" variant="contained" onClick={onClose} autoFocus>
        {t('WORKSHOP_DONE')}
      </Button>
    )
  if (step === 'confirm')
    return (
      <>
        <Button onClick={() => onConfirming(false)} autoFocus>
          {t('WORKSHOP_BACK')}
        </Button>
        <Button id="confirmResetButton" variant="contained" color="error" disabled={busy} onClick={onReset}>
          {t('WORKSHOP_RESET')}
        </Button>
      </>
    )
  return (
    <>
      <Button onClick={onClose}>{t('WORKSHOP_CANCEL')}</Button>
      <Button id="resetNextButton" variant="contained" disabled={!ready} onClick={() => onConfirming(true)}>
        {t('WORKSHOP_NEXT')}
      </Button>
    </>
  )
}
