import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'

/** The content of a step once its data arrived: a progress bar while loading, the server's message on errors. */
export function StepQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) return <LinearProgress aria-label={t('CODING_LOADING')} />
  if (query.isError) return <Alert severity="error">{messageOf(query.error)}</Alert>
  return children(query.data)
}
