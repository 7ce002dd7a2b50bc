import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
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
import { FormTextField } from '../../components/form-text-field'
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

type Outcome =
  { kind: 'success'; confirmation: string; inline?: string } | { kind: 'error'; text: string } | null

export default function DataExportPage() {
  const { t } = useTranslation()
  const [needsCaptcha, setNeedsCaptcha] = useState(() => captchaRequired(lastExportAt(), Date.now()))
  const captcha = useImageCaptcha(needsCaptcha)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, reset, formState } = useForm<DataExportForm>({
    mode: 'onTouched',
    defaultValues: { format: '', answer: '' },
    shouldUnregister: true,
  })

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await requestDataExport(form.format, needsCaptcha ? form.answer : undefined)
      rememberExport(Date.now())
      const opened = openExportWindow(answer.userData, t('TITLE_DATA_EXPORT'))
      setOutcome({
        kind: 'success',
        confirmation: answer.confirmation,
        inline: opened ? undefined : answer.userData,
      })
      reset({ format: '', answer: '' })
      if (needsCaptcha) void captcha.refetch()
      else setNeedsCaptcha(true)
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="data-export-title">
        <Typography id="data-export-title" variant="h5" component="h1" gutterBottom>
          {t('TITLE_DATA_EXPORT')}
        </Typography>
        {outcome?.kind === 'success' && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="data-export-confirmation">
            {outcome.confirmation}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="data-export-error">
            {outcome.text}
          </Alert>
        )}
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
              <Controller
                name="answer"
                control={control}
                rules={{ validate: validateExportCaptcha }}
                render={({ field, fieldState }) => (
                  <FormTextField
                    {...field}
                    id="captchaAnswer"
                    autoComplete="off"
                    label={t('LABEL_CAPTCHA_ANSWER')}
                    slotProps={{ htmlInput: { maxLength: EXPORT_CAPTCHA_LENGTH } }}
                    error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                    sx={{ mt: 1 }}
                  />
                )}
              />
            </Box>
          )}
          <Button
            id="submitButton"
            type="submit"
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('BTN_REQUEST')}
          </Button>
          {outcome?.kind === 'success' && outcome.inline && (
            <Box component="pre" data-testid="data-export-inline" sx={{ overflow: 'auto', maxHeight: 400 }}>
              {outcome.inline}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
