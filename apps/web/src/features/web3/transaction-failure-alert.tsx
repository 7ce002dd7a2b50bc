import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { transactionFailure } from './transaction-error'

/** A failed transaction, readably: the contract's revert reason, or that the player declined it. */
export function TransactionFailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (error === null || error === undefined) return null
  const failure = transactionFailure(error)
  return (
    <Alert severity="error" data-testid="transaction-error" sx={{ wordBreak: 'break-word' }}>
      {failure.rejected ? t('WEB3_TX_REJECTED') : t('WEB3_TX_FAILED', { reason: failure.reason })}
    </Alert>
  )
}
