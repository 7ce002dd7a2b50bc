import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { FormEvent, ReactNode } from 'react'

interface WorkshopFormProps {
  onSubmit: (event: FormEvent) => void
  /** The refusal of the last submit, shown above the button. */
  error?: string | null
  errorId: string
  submitId: string
  submitLabel: string
  submitDisabled: boolean
  /** The fields. */
  children: ReactNode
}

/** The one-step form of a workshop card: its fields, the refusal of the last try and the submit button. */
export function WorkshopForm({
  onSubmit,
  error,
  errorId,
  submitId,
  submitLabel,
  submitDisabled,
  children,
}: WorkshopFormProps) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {children}
      {error && (
        <Alert severity="error" role="alert" id={errorId}>
          {error}
        </Alert>
      )}
      <Button id={submitId} type="submit" variant="contained" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Stack>
  )
}
