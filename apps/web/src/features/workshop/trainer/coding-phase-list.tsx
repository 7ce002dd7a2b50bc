import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryState } from './query-state'
import { teamCodingQuery } from './trainer-api'

/** How far the team got in each coding challenge: found the flaw, or fixed it too. */
export function CodingPhaseList({ team }: { team: string }) {
  const { t } = useTranslation()
  return (
    <QueryState query={useQuery(teamCodingQuery(team))} empty={t('WORKSHOP_NO_CODING')}>
      {(phases) => (
        <List dense disablePadding>
          {phases.map(({ challenge, name, phase }) => (
            <ListItem
              key={challenge}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  label={t(phase === 'fix' ? 'WORKSHOP_PHASE_FIX' : 'WORKSHOP_PHASE_FIND')}
                  color={phase === 'fix' ? 'success' : 'default'}
                />
              }
            >
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      )}
    </QueryState>
  )
}
