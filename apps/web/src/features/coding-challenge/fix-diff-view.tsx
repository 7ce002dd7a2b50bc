import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fixDiff, type DiffRow } from './fix-diff'

const signs = { same: ' ', added: '+', removed: '-' } as const

/** One proposed fix as a diff against the snippet: removed lines red with "-", added lines green with "+". */
export function FixDiffView({ snippet, fix }: { snippet: string; fix: string }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const rows = useMemo(() => fixDiff(snippet, fix), [snippet, fix])
  const background = (row: DiffRow): string | undefined => {
    if (row.kind === 'added') return alpha(theme.palette.success.main, 0.2)
    if (row.kind === 'removed') return alpha(theme.palette.error.main, 0.2)
    return undefined
  }
  return (
    <Box
      data-testid="fix-diff"
      sx={{
        fontFamily: 'monospace',
        fontSize: 13,
        overflowX: 'auto',
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: '100%', width: 'max-content' }}>
        {rows.map((row, index) =>
          row.kind === 'folded' ? (
            <Box key={index} sx={{ px: 1, color: 'text.secondary', fontStyle: 'italic' }} data-kind="folded">
              {t('CODING_UNCHANGED_LINES', { lines: row.lines })}
            </Box>
          ) : (
            <Box
              key={index}
              data-kind={row.kind}
              sx={{ display: 'flex', whiteSpace: 'pre', bgcolor: background(row), pr: 2 }}
            >
              <Box
                component="span"
                sx={{
                  width: '2ch',
                  textAlign: 'center',
                  flexShrink: 0,
                  fontWeight: 'bold',
                  userSelect: 'none',
                }}
              >
                {signs[row.kind]}
              </Box>
              <span>{row.text}</span>
            </Box>
          ),
        )}
      </Box>
    </Box>
  )
}
