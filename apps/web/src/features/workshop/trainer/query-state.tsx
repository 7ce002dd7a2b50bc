import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'

interface QueryStateProps<T> {
  query: UseQueryResult<T[]>
  /** Said when the list is empty. */
  empty: string
  children: (items: T[]) => ReactNode
}

/** A list from the trainer API: a progress bar while loading, the error, a sentence when empty, else the list. */
export function QueryState<T>({ query, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation()
  if (query.isPending) return <LinearProgress aria-label={t('WORKSHOP_LOADING')} />
  if (query.isError) return <Alert severity="error">{messageOf(query.error)}</Alert>
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>
  return children(query.data)
}
