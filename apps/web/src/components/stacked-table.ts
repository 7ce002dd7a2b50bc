import type { Theme } from '@mui/material/styles'
import { visuallyHidden } from './visually-hidden'

/**
 * `sx` of a table that becomes a stack of cards on phones (below `sm`): each row a bordered card, each cell a line
 * led by its column's name, taken from the cell's `data-label` (cells without one, like buttons, sit right). The
 * header row stays for screen readers only. Wider screens keep the table.
 */
export const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tbody, & tr, & td': { display: 'block' },
    '& tr': {
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1.5,
      px: 1,
      py: 0.5,
    },
    '& td': {
      display: 'flex',
      // (MUI reverses right-aligned cells, for their sort labels.)
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: 1,
      border: 0,
      px: 1,
      py: 0.5,
      textAlign: 'right',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: theme.typography.fontWeightMedium,
      textAlign: 'left',
      // The name to the left, the cell's content (one or several elements) packed to the right.
      mr: 'auto',
    },
  },
})
