import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import FilterListIcon from '@mui/icons-material/FilterList'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterBar, type FilterBarProps } from './filter-bar'
import { activeFilterCount } from './score-board-logic'

/**
 * The score board's filters on a phone: one toggle naming how many filters are active, the full filter bar folded
 * away behind it (hidden from the focus order and screen readers while folded), so the challenges start on the
 * first screen.
 */
export function CompactFilters(props: FilterBarProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const count = activeFilterCount(props.preferences, props.categories)

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="score-board-filter-toggle"
        startIcon={<FilterListIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
        sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { ml: 'auto' } }}
      >
        {/* The count is part of the name ("Filters 2"), so screen readers hear it too. */}
        {t('LABEL_FILTERS')}{' '}
        <Box
          component="span"
          data-testid="score-board-filter-count"
          sx={{
            ml: 1,
            px: 0.75,
            minWidth: 22,
            borderRadius: 11,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          {count}
        </Box>
      </Button>
      <Collapse in={open} id={panelId}>
        <Box sx={{ pt: 2 }}>
          <FilterBar {...props} />
        </Box>
      </Collapse>
    </>
  )
}
