import Alert from '@mui/material/Alert'

/** What the last submit of a form came to; a success may leave its text to the form's standard confirmation. */
export type FormOutcome = { kind: 'success'; text?: string } | { kind: 'error'; text: string } | null

interface OutcomeAlertProps {
  outcome: FormOutcome
  /** Test ids `<testId>-confirmation` and `<testId>-error`. */
  testId: string
  /** The text of a success without one of its own. */
  confirmation?: string
}

/** The outcome of the last submit above the form. */
export function OutcomeAlert({ outcome, testId, confirmation }: OutcomeAlertProps) {
  const text = outcome?.kind === 'success' ? (outcome.text ?? confirmation) : outcome?.text
  if (!outcome || !text) return null
  return (
    <Alert
      severity={outcome.kind}
      sx={{ mb: 2 }}
      data-testid={`${testId}-${outcome.kind === 'success' ? 'confirmation' : 'error'}`}
    >
      {text}
    </Alert>
  )
}
