import StarIcon from '@mui/icons-material/Star'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import ToggleButton from '@mui/material/ToggleButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Challenge } from '@juicy/contracts'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../components/visually-hidden'
import type { ScoreBoardPreferences } from '../../lib/score-board-preferences'
import { toggleValue } from '../../lib/toggle-value'
import { DIFFICULTIES } from './score-board-logic'

export interface FilterBarProps {
  challenges: Challenge[]
  categories: string[]
  preferences: ScoreBoardPreferences
  disabled: boolean
  onChange: (preferences: ScoreBoardPreferences) => void
}

type BooleanPreference = 'showSolvedChallenges' | 'showDisabledChallenges' | 'showOnlyTutorialChallenges'

const switches: { key: BooleanPreference; labelKey: string }[] = [
  { key: 'showSolvedChallenges', labelKey: 'LABEL_SHOW_SOLVED' },
  { key: 'showDisabledChallenges', labelKey: 'LABEL_SHOW_DISABLED' },
  { key: 'showOnlyTutorialChallenges', labelKey: 'LABEL_SHOW_ONLY_TUTORIALS' },
]

export function FilterBar({ challenges, categories, preferences, disabled, onChange }: FilterBarProps) {
  const { t } = useTranslation()
  const shownCategories = preferences.displayedChallengeCategories ?? categories

  return (
    <Stack spacing={2} data-testid="score-board-filters">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('LABEL_DIFFICULTY')}>
        {DIFFICULTIES.map((difficulty) => {
          const tier = challenges.filter((challenge) => challenge.difficulty === difficulty)
          const solved = tier.filter((challenge) => challenge.solved).length
          return (
            <Tooltip key={difficulty} title={`${solved}/${tier.length}`} describeChild>
              <ToggleButton
                value={difficulty}
                size="small"
                color="secondary"
                disabled={disabled}
                selected={preferences.displayedDifficulties.includes(difficulty)}
                data-testid={`difficulty-${difficulty}`}
                onChange={() =>
                  onChange({
                    ...preferences,
                    displayedDifficulties: toggleValue(preferences.displayedDifficulties, difficulty),
                  })
                }
              >
                {/* Named by its text, so the visible count is part of what speech users say to press it. */}
                <Box component="span" sx={visuallyHidden}>
                  {t('LABEL_DIFFICULTY_STARS', { count: difficulty })}
                </Box>
                {Array.from({ length: difficulty }, (_, index) => (
                  <StarIcon key={index} fontSize="inherit" />
                ))}
                <Typography variant="caption" sx={{ ml: 0.5, color: 'text.primary' }}>
                  {solved}/{tier.length}
                </Typography>
              </ToggleButton>
            </Tooltip>
          )
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('LABEL_CATEGORY')}>
        {categories.map((category) => {
          const selected = shownCategories.includes(category)
          return (
            <Chip
              key={category}
              label={category}
              clickable
              disabled={disabled}
              color={selected ? 'secondary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              data-testid={`category-${category}`}
              onClick={() =>
                onChange({
                  ...preferences,
                  displayedChallengeCategories: toggleValue(shownCategories, category),
                })
              }
            />
          )
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {switches.map(({ key, labelKey }) => (
          <FormControlLabel
            key={key}
            disabled={disabled}
            control={
              <Switch
                color="secondary"
                checked={preferences[key]}
                onChange={(event) => onChange({ ...preferences, [key]: event.target.checked })}
                slotProps={{ input: { 'aria-label': t(labelKey) } }}
              />
            }
            label={t(labelKey)}
          />
        ))}
      </Box>
    </Stack>
  )
}
