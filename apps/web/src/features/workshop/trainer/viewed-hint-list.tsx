import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatRelativeTime, localeOf } from '../time-format'
import { useNow } from '../use-now'
import { QueryState } from './query-state'
import { teamHintsQuery } from './trainer-api'

/** The hints a team unlocked on its score board, with when. */
export function ViewedHintList({ team }: { team: string }) {
  const { t, i18n } = useTranslation()
  const now = useNow()
  const locale = localeOf(i18n.language)
  return (
    <QueryState query={useQuery(teamHintsQuery(team))} empty={t('WORKSHOP_NO_HINTS')}>
      {(hints) => (
        <List dense disablePadding>
          {hints.map((hint) => (
            <ListItem key={`${hint.challenge}-${hint.order}`} disableGutters>
              <ListItemText
                primary={t('WORKSHOP_HINT_HEADING', {
                  challenge: hint.name,
                  order: hint.order,
                  when: formatRelativeTime(hint.viewedAt, now, locale),
                })}
                secondary={hint.text}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryState>
  )
}
