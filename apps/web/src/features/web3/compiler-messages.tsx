import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { CompileResult } from './solc-compiler'

/** The compiler's version, errors and warnings, and which contracts it produced. */
export function CompilerMessages({ result }: { result: CompileResult }) {
  const { t } = useTranslation()
  const failed = result.messages.some(({ severity }) => severity === 'error')
  return (
    <Stack spacing={1} data-testid="compiler-messages">
      <Alert severity={failed ? 'error' : 'success'} data-testid="compile-summary">
        {failed
          ? t('WEB3_COMPILE_FAILED', { version: result.version })
          : t('WEB3_COMPILE_SUCCEEDED', {
              version: result.version,
              contracts: result.contracts.map(({ name }) => name).join(', ') || '—',
            })}
      </Alert>
      {result.messages.map(({ severity, message }, index) => (
        <Alert key={index} severity={severity} data-testid="compiler-message">
          <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13 }}>
            {message}
          </Box>
        </Alert>
      ))}
    </Stack>
  )
}
