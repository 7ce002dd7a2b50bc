import type { Challenge } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CODING_FIXED, CODING_FOUND } from '../../lib/coding-status'
import { FindItStep } from './find-it-step'
import { FixItStep } from './fix-it-step'

const FIND_IT = 0
const FIX_IT = 1

interface CodingChallengeDialogProps {
  challenge: Challenge
  onClose: () => void
}

/**
 * The coding challenge of one hacking challenge in two steps: "find it" (select the vulnerable lines), then
 * "fix it" (choose the right fix). Opens on "fix it" when the lines were found before; solved steps may be replayed.
 * Full screen on phones. Loaded lazily, so the score board does not carry the highlighter.
 */
export default function CodingChallengeDialog({ challenge, onClose }: CodingChallengeDialogProps) {
  const { t } = useTranslation()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [openedWith] = useState(challenge.codingChallengeStatus)
  const [solvedHere, setSolvedHere] = useState(0)
  const status = Math.max(challenge.codingChallengeStatus, solvedHere)
  const [step, setStep] = useState(openedWith >= CODING_FOUND ? FIX_IT : FIND_IT)
  const solvedCaption = <Typography variant="caption">{t('STATUS_SOLVED')}</Typography>

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="coding-challenge-title"
      data-testid="coding-challenge-dialog"
    >
      <DialogTitle id="coding-challenge-title">
        {t('CODING_DIALOG_TITLE', { challenge: challenge.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Stepper nonLinear activeStep={step} sx={{ mb: 3 }}>
          <Step completed={status >= CODING_FOUND}>
            <StepButton
              onClick={() => setStep(FIND_IT)}
              optional={status >= CODING_FOUND ? solvedCaption : undefined}
              data-testid="coding-step-find-it"
            >
              {t('CODING_STEP_FIND_IT')}
            </StepButton>
          </Step>
          <Step completed={status >= CODING_FIXED} disabled={status < CODING_FOUND}>
            <StepButton
              onClick={() => setStep(FIX_IT)}
              optional={status >= CODING_FIXED ? solvedCaption : undefined}
              data-testid="coding-step-fix-it"
            >
              {t('CODING_STEP_FIX_IT')}
            </StepButton>
          </Step>
        </Stepper>
        {openedWith >= CODING_FIXED && (
          <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
            {t('CODING_ALL_SOLVED')}
          </Alert>
        )}
        {step === FIND_IT ? (
          <FindItStep
            challengeKey={challenge.key}
            onSolved={() => setSolvedHere((solved) => Math.max(solved, CODING_FOUND))}
            onContinue={() => setStep(FIX_IT)}
          />
        ) : (
          <FixItStep challengeKey={challenge.key} onSolved={() => setSolvedHere(CODING_FIXED)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="coding-challenge-close">
          {t('BTN_CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
