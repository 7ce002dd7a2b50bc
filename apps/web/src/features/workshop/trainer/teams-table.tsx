import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import KeyIcon from '@mui/icons-material/Key'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import type { TeamSummary } from '@juicy/contracts'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatRelativeTime, localeOf } from '../time-format'
import { useNow } from '../use-now'
import { CategoryBar } from './category-bar'
import { CheatScore } from './cheat-score'
import { BY_RANK, nextOrder, rankTeams, sortTeams, type RankedTeam, type TeamColumn } from './team-order'

export type TeamAction = 'details' | 'passcode' | 'reset' | 'delete'

interface TeamsTableProps {
  teams: readonly TeamSummary[]
  onAction: (action: TeamAction, team: string) => void
}

const SORTABLE: { column: TeamColumn; label: string; numeric?: boolean }[] = [
  { column: 'rank', label: 'WORKSHOP_COLUMN_RANK', numeric: true },
  { column: 'name', label: 'WORKSHOP_COLUMN_TEAM' },
  { column: 'score', label: 'WORKSHOP_COLUMN_SCORE', numeric: true },
  { column: 'solved', label: 'WORKSHOP_COLUMN_SOLVED', numeric: true },
  { column: 'totalCheatScore', label: 'WORKSHOP_COLUMN_CHEAT_SCORE', numeric: true },
]

/** The teams, ranked, sortable by every column but the bars; scrolls sideways on a phone. */
export function TeamsTable({ teams, onAction }: TeamsTableProps) {
  const { t } = useTranslation()
  const [order, setOrder] = useState(BY_RANK)
  const now = useNow()
  const rows = useMemo(() => sortTeams(rankTeams(teams), order), [teams, order])
  const sortLabel = (column: TeamColumn, label: string) => (
    <TableSortLabel
      active={order.column === column}
      direction={order.column === column ? order.direction : 'asc'}
      onClick={() => setOrder(nextOrder(order, column))}
    >
      {t(label)}
    </TableSortLabel>
  )
  const sortedBy = (column: TeamColumn) =>
    order.column === column ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('WORKSHOP_SECTION_TEAMS')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            {SORTABLE.map(({ column, label, numeric }) => (
              <TableCell key={column} align={numeric ? 'right' : 'left'} aria-sort={sortedBy(column)}>
                {sortLabel(column, label)}
              </TableCell>
            ))}
            <TableCell>{t('WORKSHOP_COLUMN_CATEGORIES')}</TableCell>
            <TableCell aria-sort={sortedBy('lastSolvedAt')}>
              {sortLabel('lastSolvedAt', 'WORKSHOP_COLUMN_LAST_SOLVE')}
            </TableCell>
            <TableCell align="right">{t('WORKSHOP_COLUMN_ACTIONS')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((team) => (
            <TeamRow
              key={team.name}
              team={team}
              now={now}
              onAction={(action) => onAction(action, team.name)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

interface TeamRowProps {
  team: RankedTeam
  now: number
  onAction: (action: TeamAction) => void
}

function TeamRow({ team, now, onAction }: TeamRowProps) {
  const { t, i18n } = useTranslation()
  const locale = localeOf(i18n.language)
  const actions: { action: TeamAction; label: string; icon: ReactNode }[] = [
    { action: 'passcode', label: 'WORKSHOP_NEW_PASSCODE_FOR', icon: <KeyIcon /> },
    { action: 'reset', label: 'WORKSHOP_RESET_TEAM', icon: <RestartAltIcon /> },
    { action: 'delete', label: 'WORKSHOP_DELETE_TEAM', icon: <DeleteIcon /> },
  ]
  return (
    <TableRow data-team={team.name}>
      <TableCell align="right">{team.rank}</TableCell>
      <TableCell>
        <Tooltip title={t('WORKSHOP_SHOW_DETAILS', { team: team.name })}>
          <Button
            size="small"
            onClick={() => onAction('details')}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          >
            {team.name}
          </Button>
        </Tooltip>
      </TableCell>
      <TableCell align="right">{team.score}</TableCell>
      <TableCell align="right" data-column="solved">
        {t('WORKSHOP_SOLVED_OF', { solved: team.solved, total: team.total })}
        {team.restored > 0 && (
          <Typography component="span" variant="caption" data-column="restored" sx={{ display: 'block' }}>
            {t('WORKSHOP_RESTORED_COUNT', { count: team.restored })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" data-column="cheatScore">
        <CheatScore score={team.totalCheatScore} />
      </TableCell>
      <TableCell>
        <CategoryBar categories={team.categories} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {team.lastSolvedAt === null ? (
          t('WORKSHOP_LAST_SOLVE_NONE')
        ) : (
          <time dateTime={team.lastSolvedAt} title={new Date(team.lastSolvedAt).toLocaleString(locale)}>
            {formatRelativeTime(team.lastSolvedAt, now, locale)}
          </time>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {actions.map(({ action, label, icon }) => (
          <Tooltip key={action} title={t(label, { team: team.name })}>
            <IconButton size="small" onClick={() => onAction(action)}>
              {icon}
            </IconButton>
          </Tooltip>
        ))}
      </TableCell>
    </TableRow>
  )
}
