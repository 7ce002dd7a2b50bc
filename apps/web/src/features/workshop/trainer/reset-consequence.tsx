import type { ResetScope } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export const RESET_SCOPES: readonly ResetScope[] = ['data', 'progress', 'all', 'challenge']

export const RESET_SCOPE_LABEL: Record<ResetScope, string> = {
  data: 'WORKSHOP_SCOPE_DATA',
  progress: 'WORKSHOP_SCOPE_PROGRESS',
  all: 'WORKSHOP_SCOPE_ALL',
  challenge: 'WORKSHOP_SCOPE_CHALLENGE',
}

/** What each scope throws away and what it leaves alone, as the server's reset does it. */
const CONSEQUENCE: Record<ResetScope, { lost: string; kept: string }> = {
  data: { lost: 'WORKSHOP_LOST_DATA', kept: 'WORKSHOP_KEPT_DATA' },
  progress: { lost: 'WORKSHOP_LOST_PROGRESS', kept: 'WORKSHOP_KEPT_PROGRESS' },
  all: { lost: 'WORKSHOP_LOST_ALL', kept: 'WORKSHOP_KEPT_ALL' },
  challenge: { lost: 'WORKSHOP_LOST_CHALLENGE', kept: 'WORKSHOP_KEPT_CHALLENGE' },
}

interface ResetConsequenceProps {
  scope: ResetScope
  /** The team reset, or none for every team. */
  team?: string
  /** The challenge's name, for the `challenge` scope. */
  challenge?: string
}

/** The confirmation's wording: whose shop is reset, exactly what is lost and what stays. */
export function ResetConsequence({ scope, team, challenge }: ResetConsequenceProps) {
  const { t } = useTranslation()
  const { lost, kept } = CONSEQUENCE[scope]
  return (
    <Alert severity="warning" id="resetConsequence">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {team === undefined ? t('WORKSHOP_RESET_WHO_EVERY') : t('WORKSHOP_RESET_WHO_TEAM', { team })}
      </Typography>
      <Typography variant="body2">{t(lost, { challenge })}</Typography>
      <Typography variant="body2">{t(kept)}</Typography>
    </Alert>
  )
}
