import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { OutcomeAlert, type FormOutcome } from '../../components/form/outcome-alert'
import { SubmitButton } from '../../components/form/submit-button'
import { messageOf } from '../../lib/api-client'
import { EXPORT_CAPTCHA_LENGTH, validateExportCaptcha } from '../../lib/validators'
import {
  captchaImageSource,
  exportFormats,
  openExportWindow,
  requestDataExport,
  useImageCaptcha,
} from './data-export-api'
import { captchaRequired, lastExportAt, rememberExport } from './export-captcha'

interface DataExportForm {
  format: string
  answer: string
}

export default function DataExportPage() {
  const { t } = useTranslation()
  const [needsCaptcha, setNeedsCaptcha] = useState(() => captchaRequired(lastExportAt(), Date.now()))
  const captcha = useImageCaptcha(needsCaptcha)
  const [outcome, setOutcome] = useState<FormOutcome>(null)
  // The export shown on the page when the browser blocked its window.
  const [inline, setInline] = useState<string | undefined>(undefined)
  const { control, handleSubmit, reset } = useForm<DataExportForm>({
    mode: 'onTouched',
    defaultValues: { format: '', answer: '' },
    shouldUnregister: true,
  })

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await requestDataExport(form.format, needsCaptcha ? form.answer : undefined)
      rememberExport(Date.now())
      const opened = openExportWindow(answer.userData, t('TITLE_DATA_EXPORT'))
      setOutcome({ kind: 'success', text: answer.confirmation })
      setInline(opened ? undefined : answer.userData)
      reset({ format: '', answer: '' })
      if (needsCaptcha) void captcha.refetch()
      else setNeedsCaptcha(true)
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <FormCard titleId="data-export-title" title={t('TITLE_DATA_EXPORT')} onSubmit={submit}>
      <OutcomeAlert outcome={outcome} testId="data-export" />
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Controller
          name="format"
          control={control}
          rules={{ required: 'MANDATORY_EXPORT_FORMAT' }}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="export-format-label">{t('LABEL_EXPORT_FORMAT')}</FormLabel>
              <RadioGroup {...field} row aria-labelledby="export-format-label">
                {exportFormats.map((format) => (
                  <FormControlLabel
                    key={format.value}
                    value={format.value}
                    disabled={!format.enabled}
                    control={<Radio />}
                    label={t(format.labelKey)}
                  />
                ))}
              </RadioGroup>
              {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
        {needsCaptcha && (
          <Box data-testid="export-captcha">
            <Typography variant="body2" gutterBottom>
              {t('EXPORT_CAPTCHA_INTRO')}
            </Typography>
            {captcha.data && (
              <img
                id="captchaImage"
                src={captchaImageSource(captcha.data.image)}
                alt={t('LABEL_CAPTCHA_IMAGE')}
                height={60}
              />
            )}
            {captcha.isError && <Alert severity="error">{messageOf(captcha.error)}</Alert>}
            <ControlledTextField
              name="answer"
              control={control}
              rules={{ validate: validateExportCaptcha }}
              id="captchaAnswer"
              autoComplete="off"
              label={t('LABEL_CAPTCHA_ANSWER')}
              slotProps={{ htmlInput: { maxLength: EXPORT_CAPTCHA_LENGTH } }}
              sx={{ mt: 1 }}
            />
          </Box>
        )}
        <SubmitButton id="submitButton" control={control} startIcon={<DownloadIcon />}>
          {t('BTN_REQUEST')}
        </SubmitButton>
        {outcome?.kind === 'success' && inline && (
          <Box component="pre" data-testid="data-export-inline" sx={{ overflow: 'auto', maxHeight: 400 }}>
            {inline}
          </Box>
        )}
      </Stack>
    </FormCard>
  )
}
