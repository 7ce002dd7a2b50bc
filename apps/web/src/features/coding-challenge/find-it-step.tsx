import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { toggleValue } from '../../lib/toggle-value'
import { useSnippet, useSubmitLines } from './coding-challenge-api'
import { SnippetLines } from './snippet-lines'
import { StepQueryState } from './step-query-state'
import { VerdictAlert } from './verdict-alert'

interface FindItStepProps {
  challengeKey: string
  onSolved: () => void
  onContinue: () => void
}

/** "Find it": select the vulnerable lines of the snippet and submit them. */
export function FindItStep({ challengeKey, onSolved, onContinue }: FindItStepProps) {
  const { t } = useTranslation()
  const snippet = useSnippet(challengeKey)
  const submit = useSubmitLines(challengeKey)
  const [selected, setSelected] = useState<number[]>([])
  const [hint, setHint] = useState<string | null>(null)

  const toggle = (line: number): void => {
    submit.reset()
    setSelected((lines) => toggleValue(lines, line))
  }
  const send = (): void => {
    submit.mutate(selected, {
      onSuccess: (answer) => {
        if (answer.hint) setHint(answer.hint)
        if (answer.verdict) onSolved()
      },
    })
  }
  const solved = submit.data?.verdict === true

  return (
    <StepQueryState query={snippet}>
      {(code) => (
        <Stack spacing={2}>
          <Typography variant="body2">{t('CODING_FIND_IT_INSTRUCTIONS')}</Typography>
          <SnippetLines code={code} selected={selected} onToggle={toggle} />
          {hint && !solved && (
            <Alert severity="info" data-testid="coding-hint">
              <AlertTitle>{t('CODING_HINT')}</AlertTitle>
              {hint}
            </Alert>
          )}
          {submit.data && (
            <VerdictAlert
              verdict={submit.data.verdict}
              right={t('CODING_FIND_IT_RIGHT')}
              wrong={t('CODING_FIND_IT_WRONG')}
            />
          )}
          {submit.isError && <Alert severity="error">{messageOf(submit.error)}</Alert>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {solved ? (
              <Button variant="contained" onClick={onContinue} data-testid="coding-continue">
                {t('CODING_CONTINUE_TO_FIX_IT')}
              </Button>
            ) : (
              <Button
                variant="contained"
                disabled={selected.length === 0 || submit.isPending}
                onClick={send}
                data-testid="coding-submit-lines"
              >
                {t('BTN_SUBMIT')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </StepQueryState>
  )
}
