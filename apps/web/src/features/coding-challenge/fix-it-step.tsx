import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { useFixes, useSnippet, useSubmitFix } from './coding-challenge-api'
import { FixDiffView } from './fix-diff-view'
import { StepQueryState } from './step-query-state'
import { VerdictAlert } from './verdict-alert'

interface FixItStepProps {
  challengeKey: string
  onSolved: () => void
}

/** "Fix it": choose the proposed fix (each shown as a diff against the snippet) that closes the hole. */
export function FixItStep({ challengeKey, onSolved }: FixItStepProps) {
  const { t } = useTranslation()
  const snippet = useSnippet(challengeKey)
  const fixes = useFixes(challengeKey)
  const submit = useSubmitFix(challengeKey)
  const [choice, setChoice] = useState<number | null>(null)

  const choose = (index: number): void => {
    if (index === choice) return
    submit.reset()
    setChoice(index)
  }
  const send = (): void => {
    if (choice === null) return
    submit.mutate(choice, {
      onSuccess: (answer) => {
        if (answer.verdict) onSolved()
      },
    })
  }

  return (
    <StepQueryState query={snippet}>
      {(code) => (
        <StepQueryState query={fixes}>
          {(options) => (
            <Stack spacing={2}>
              <Typography variant="body2" id="coding-fix-options-label">
                {t('CODING_FIX_IT_INSTRUCTIONS')}
              </Typography>
              <RadioGroup
                aria-labelledby="coding-fix-options-label"
                value={choice === null ? '' : String(choice)}
                sx={{ flexWrap: 'nowrap' }}
                onChange={(event) => choose(Number(event.target.value))}
              >
                <Stack spacing={1.5}>
                  {options.map((fix, index) => (
                    <Paper
                      key={index}
                      variant="outlined"
                      data-testid="fix-option"
                      onClick={() => choose(index)}
                      sx={{
                        p: 1,
                        minWidth: 0,
                        cursor: 'pointer',
                        borderColor: choice === index ? 'secondary.main' : undefined,
                      }}
                    >
                      <FormControlLabel
                        value={String(index)}
                        control={<Radio size="small" />}
                        label={t('CODING_FIX_OPTION', { number: index + 1 })}
                      />
                      <FixDiffView snippet={code} fix={fix} />
                    </Paper>
                  ))}
                </Stack>
              </RadioGroup>
              {submit.data && (
                <VerdictAlert
                  verdict={submit.data.verdict}
                  right={t('CODING_FIX_IT_RIGHT')}
                  wrong={t('CODING_FIX_IT_WRONG')}
                  details={submit.data.explanation}
                />
              )}
              {submit.isError && <Alert severity="error">{messageOf(submit.error)}</Alert>}
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  disabled={choice === null || submit.isPending || submit.data !== undefined}
                  onClick={send}
                  data-testid="coding-submit-fix"
                >
                  {t('BTN_SUBMIT')}
                </Button>
              </Stack>
            </Stack>
          )}
        </StepQueryState>
      )}
    </StepQueryState>
  )
}
