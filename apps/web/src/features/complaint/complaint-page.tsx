import AttachFileIcon from '@mui/icons-material/AttachFile'
import SendIcon from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledCountedTextArea } from '../../components/form/controlled-counted-text-area'
import { FormCard } from '../../components/form/form-card'
import { ReadOnlyField } from '../../components/form/read-only-field'
import { SubmitButton } from '../../components/form/submit-button'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { useWhoAmI } from '../../lib/who-am-i'
import { fileComplaint, uploadInvoice } from './complaint-api'
import {
  COMPLAINT_MAX_LENGTH,
  INVOICE_ACCEPT,
  invoiceFileProblem,
  validateComplaintMessage,
  type FileProblem,
} from './complaint-rules'

type Outcome = { kind: 'filed'; reference: number } | { kind: 'error'; text: string } | null

/** complain: a message to customer support with an optional invoice upload. */
export default function ComplaintPage() {
  const { t } = useTranslation()
  const whoAmI = useWhoAmI()
  const fileInput = useRef<HTMLInputElement>(null)
  const [invoice, setInvoice] = useState<File | null>(null)
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, reset } = useForm<{ message: string }>({
    mode: 'onChange',
    defaultValues: { message: '' },
  })

  const chooseFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = event.target.files?.[0] ?? null
    setInvoice(chosen)
    setFileProblem(chosen ? invoiceFileProblem(chosen) : null)
  }

  const clearForm = (): void => {
    reset({ message: '' })
    setInvoice(null)
    setFileProblem(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const submit = handleSubmit(async ({ message }) => {
    if (fileProblem) return
    try {
      // The invoice goes first; a rejected upload leaves the complaint unsent and the form as it was.
      if (invoice) await uploadInvoice(invoice)
      const filed = await fileComplaint({ UserId: whoAmI.data?.id, message, file: invoice?.name })
      setOutcome({ kind: 'filed', reference: filed.id })
      clearForm()
    } catch (failure) {
      setOutcome({ kind: 'error', text: messageOf(failure) })
    }
  })

  return (
    <PageContainer maxWidth={640}>
      <FormCard titleId="complaint-title" title={t('TITLE_COMPLAIN')} onSubmit={submit}>
        {outcome?.kind === 'filed' && (
          <Alert id="complaint-confirmation" severity="success" sx={{ mb: 2 }}>
            {t('CUSTOMER_SUPPORT_COMPLAINT_REPLY', { ref: outcome.reference })}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert id="complaint-error" severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {outcome.text}
          </Alert>
        )}
        <Stack spacing={2}>
          <ReadOnlyField id="complaintEmail" label={t('LABEL_CUSTOMER')} value={whoAmI.data?.email ?? ''} />
          <ControlledCountedTextArea
            name="message"
            control={control}
            rules={{ validate: validateComplaintMessage }}
            id="complaintMessage"
            label={t('LABEL_MESSAGE')}
            maxLength={COMPLAINT_MAX_LENGTH}
          />
          <Box>
            <Typography component="label" htmlFor="file" variant="body2" sx={{ display: 'block', mb: 1 }}>
              {t('LABEL_INVOICE')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                variant="outlined"
                startIcon={<AttachFileIcon />}
                onClick={() => fileInput.current?.click()}
              >
                {t('BTN_CHOOSE_FILE')}
              </Button>
              <Typography variant="body2" data-testid="invoice-name" sx={{ overflowWrap: 'anywhere' }}>
                {invoice?.name ?? t('LABEL_NO_FILE_CHOSEN')}
              </Typography>
            </Stack>
            {/* Visually hidden but still in the accessibility tree and reachable for automation. */}
            <input
              ref={fileInput}
              id="file"
              type="file"
              accept={INVOICE_ACCEPT}
              aria-describedby="file-problem"
              onChange={chooseFile}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
              tabIndex={-1}
            />
            {fileProblem && (
              <FormHelperText id="file-problem" error>
                {t(fileProblem.key, fileProblem.params)}
              </FormHelperText>
            )}
          </Box>
          <SubmitButton
            id="submitButton"
            control={control}
            blocked={fileProblem !== null}
            startIcon={<SendIcon />}
          >
            {t('BTN_SUBMIT')}
          </SubmitButton>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
