import SchoolIcon from '@mui/icons-material/School'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import type { Challenge } from '@juicy/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useApplicationConfig } from '../../lib/application-config'
import { tutorialStartUrl } from './start-request'
import { hasTutorial } from './tutorials'

/** Graduation-cap button on the score board for unsolved challenges that have a tutorial. */
export function StartTutorialButton({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useApplicationConfig()
  const offered =
    config?.hackingInstructor?.isEnabled !== false &&
    !challenge.solved &&
    challenge.disabledEnv === null &&
    hasTutorial(challenge.key)
  if (!offered) return null
  const label = t('BTN_START_TUTORIAL')
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="secondary"
        aria-label={label}
        data-testid="start-tutorial"
        onClick={() => void navigate(tutorialStartUrl(challenge.name))}
      >
        <SchoolIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}
