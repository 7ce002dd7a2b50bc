import CodeIcon from '@mui/icons-material/Code'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import type { Challenge } from '@juicy/contracts'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplicationConfig } from '../../lib/application-config'
import { CODING_FIXED, CODING_FOUND } from '../../lib/coding-status'
import { codingChallengeOffered } from './score-board-logic'

// The dialog brings the syntax highlighter and the diff library: loaded on the first click only.
const CodingChallengeDialog = lazy(() =>
  import('../coding-challenge').then((feature) => ({ default: feature.CodingChallengeDialog })),
)

/**
 * A card's coding challenge: the phases solved so far ("Find it ✓", "Fix it ✓") and the code button that opens the
 * dialog, as `challenges.codingChallengesEnabled` allows.
 */
export function CodingChallengeControls({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const [open, setOpen] = useState(false)
  const mode = config?.challenges?.codingChallengesEnabled
  if (!config || mode === 'never' || !challenge.hasCodingChallenge) return null
  const status = challenge.codingChallengeStatus
  const label = t('CODING_CHALLENGE_BUTTON', { challenge: challenge.name })
  return (
    <>
      {status >= CODING_FOUND && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('CODING_FIND_IT_SOLVED')}
          data-testid="coding-found"
        />
      )}
      {status >= CODING_FIXED && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('CODING_FIX_IT_SOLVED')}
          data-testid="coding-fixed"
        />
      )}
      {codingChallengeOffered(challenge, mode) && (
        <Tooltip title={label}>
          <IconButton
            size="small"
            color="primary"
            aria-label={label}
            data-testid="coding-challenge-button"
            onClick={() => setOpen(true)}
          >
            <CodeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && (
        <Suspense fallback={null}>
          <CodingChallengeDialog challenge={challenge} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
