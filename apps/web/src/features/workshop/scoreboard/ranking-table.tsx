import type { ScoreboardEntry } from '@juicy/contracts'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

const LARGE = { fontSize: { xs: '1.1rem', md: '1.8rem' }, py: { xs: 1, md: 1.5 } }

/** The teams by score in type a room can read from the back. */
export function RankingTable({ entries }: { entries: readonly ScoreboardEntry[] }) {
  const { t } = useTranslation()
  if (entries.length === 0)
    return <Typography sx={{ fontSize: '1.5rem' }}>{t('WORKSHOP_SCOREBOARD_EMPTY')}</Typography>
  return (
    <Table aria-label={t('WORKSHOP_SCOREBOARD_RANKING')} id="scoreboardRanking">
      <TableHead>
        <TableRow>
          <TableCell sx={LARGE} align="right">
            {t('WORKSHOP_COLUMN_RANK')}
          </TableCell>
          <TableCell sx={LARGE}>{t('WORKSHOP_COLUMN_TEAM')}</TableCell>
          <TableCell sx={LARGE} align="right">
            {t('WORKSHOP_COLUMN_SCORE')}
          </TableCell>
          <TableCell sx={LARGE} align="right">
            {t('WORKSHOP_COLUMN_SOLVED')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(({ rank, name, score, solved }) => (
          <TableRow key={name} data-team={name}>
            <TableCell sx={{ ...LARGE, fontWeight: 700 }} align="right">
              {rank}
            </TableCell>
            <TableCell sx={{ ...LARGE, fontWeight: rank <= 3 ? 700 : 400, overflowWrap: 'anywhere' }}>
              {name}
            </TableCell>
            <TableCell sx={LARGE} align="right">
              {score}
            </TableCell>
            <TableCell sx={LARGE} align="right" data-column="solved">
              {solved}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
