import type { ChallengeStats, ResetScope } from '@juicy/contracts'
import Autocomplete from '@mui/material/Autocomplete'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { RESET_SCOPE_LABEL, RESET_SCOPES } from './reset-consequence'
import { challengeStatsQuery } from './trainer-api'

interface ResetScopeChooserProps {
  scope: ResetScope
  onScope: (scope: ResetScope) => void
  challenge: ChallengeStats | null
  onChallenge: (challenge: ChallengeStats | null) => void
}

/** The reset's scope, and for a single challenge which one (from the catalogue, grouped by category). */
export function ResetScopeChooser({ scope, onScope, challenge, onChallenge }: ResetScopeChooserProps) {
  const { t } = useTranslation()
  const { data: stats = [] } = useQuery(challengeStatsQuery)
  const challenges = useMemo(
    () => [...stats].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    [stats],
  )
  return (
    <>
      <FormControl>
        <FormLabel id="resetScopeLabel">{t('WORKSHOP_RESET_WHAT')}</FormLabel>
        <RadioGroup
          aria-labelledby="resetScopeLabel"
          value={scope}
          onChange={(_event, value) => onScope(value as ResetScope)}
        >
          {RESET_SCOPES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(RESET_SCOPE_LABEL[option])}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {scope === 'challenge' && (
        <Autocomplete
          id="resetChallenge"
          options={challenges}
          groupBy={(option) => option.category}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.challenge === value.challenge}
          value={challenge}
          onChange={(_event, value) => onChallenge(value)}
          renderInput={(params) => <TextField {...params} label={t('WORKSHOP_CHALLENGE')} margin="normal" />}
          fullWidth
        />
      )}
    </>
  )
}
