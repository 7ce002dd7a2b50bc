import type { SolveEvidence as Evidence } from '@juicy/contracts'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** A detail's value as text: strings as they are, anything else as JSON. */
export const evidenceValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value)

/** What the engine recorded when it judged the challenge solved: a summary, the request and details. */
export function SolveEvidence({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation()
  const details = Object.entries(evidence.details ?? {})
  return (
    <Box sx={{ mt: 0.5 }} className="solve-evidence">
      <Typography variant="body2">{evidence.summary}</Typography>
      {evidence.request && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {evidence.request.method} {evidence.request.url}
          {evidence.request.ip && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              {t('WORKSHOP_FROM_IP', { ip: evidence.request.ip })}
            </Box>
          )}
        </Typography>
      )}
      {details.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            m: 0,
            typography: 'body2',
          }}
        >
          {details.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {key}
              </Box>
              <Box component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {evidenceValue(value)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
