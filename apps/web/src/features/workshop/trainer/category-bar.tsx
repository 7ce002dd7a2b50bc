import type { CategoryProgress } from '@juicy/contracts'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'

const BAR_HEIGHT_PX = 20
/** A category with any solve shows at least this much, so that a first solve in a large category stays visible. */
const MIN_FILL_PX = 3

/** How high a category's bar is filled: its share of solved challenges, but never invisible once started. */
export function fillHeight({ solved, total }: CategoryProgress, height = BAR_HEIGHT_PX): number {
  if (solved === 0 || total === 0) return 0
  return Math.max(MIN_FILL_PX, Math.round((height * solved) / total))
}

/**
 * A team's progress per category in little room: one small bar per category, filled as far as the team got.
 * Hovering or focusing it lists the categories with their counts; screen readers get the same list.
 */
export function CategoryBar({ categories }: { categories: readonly CategoryProgress[] }) {
  const { t } = useTranslation()
  const lines = categories.map((progress) => t('WORKSHOP_CATEGORY_PROGRESS', { ...progress }))
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      }
      describeChild
    >
      <Box
        role="img"
        tabIndex={0}
        aria-label={lines.join(', ')}
        sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '3px', height: BAR_HEIGHT_PX, py: 0.25 }}
      >
        {categories.map((progress) => (
          <Box
            key={progress.category}
            sx={{
              width: 10,
              height: BAR_HEIGHT_PX,
              bgcolor: 'action.selected',
              display: 'flex',
              alignItems: 'flex-end',
            }}
          >
            <Box sx={{ width: '100%', height: fillHeight(progress), bgcolor: 'secondary.main' }} />
          </Box>
        ))}
      </Box>
    </Tooltip>
  )
}
