import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { FormTextField } from '../../components/form-text-field'
import { messageOf } from '../../lib/api-client'
import { saveCard } from '../checkout/checkout-api'
import {
  CARD_NUMBER_LENGTH,
  expiryMonths,
  expiryYears,
  lastFourDigits,
  validateCardName,
  validateCardNumber,
} from './card-rules'

interface CardForm {
  fullName: string
  cardNum: string
  expMonth: string
  expYear: string
}

const emptyCard: CardForm = { fullName: '', cardNum: '', expMonth: '', expYear: '' }

/** The expandable "add new card" panel (checkout spec §2.4). */
export function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const { control, handleSubmit, reset, formState } = useForm<CardForm>({
    mode: 'onTouched',
    defaultValues: emptyCard,
  })
  const message = (key: string | undefined): string | undefined => (key ? t(key) : undefined)

  const submit = handleSubmit(async (form) => {
    try {
      const saved = await saveCard({
        fullName: form.fullName,
        cardNum: Number(form.cardNum),
        expMonth: Number(form.expMonth),
        expYear: Number(form.expYear),
      })
      showSnackbar({
        text: t('CREDIT_CARD_SAVED', { cardnumber: lastFourDigits(saved.data.cardNum) }),
        severity: 'success',
      })
      onSaved()
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    }
    reset(emptyCard)
  })

  return (
    <Accordion>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="add-card-summary" aria-controls="add-card-panel">
        <Typography>{t('LABEL_ADD_NEW_CARD')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="add-card-panel">
        <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 480 }}>
          <Controller
            name="fullName"
            control={control}
            rules={{ validate: validateCardName }}
            render={({ field, fieldState }) => (
              <FormTextField
                {...field}
                id="cardName"
                label={t('LABEL_NAME')}
                required
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            name="cardNum"
            control={control}
            rules={{ validate: validateCardNumber }}
            render={({ field, fieldState }) => (
              <FormTextField
                {...field}
                id="cardNumber"
                label={t('LABEL_CARD_NUMBER')}
                required
                slotProps={{ htmlInput: { maxLength: CARD_NUMBER_LENGTH, inputMode: 'numeric' } }}
                helperText={`${field.value.length}/${CARD_NUMBER_LENGTH}`}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <Stack direction="row" spacing={2}>
            <Controller
              name="expMonth"
              control={control}
              rules={{ required: 'MANDATORY_EXPIRY_MONTH' }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  select
                  id="expMonth"
                  label={t('LABEL_EXPIRES_ON_MONTH')}
                  required
                  error={message(fieldState.error?.message)}
                >
                  {expiryMonths.map((month) => (
                    <MenuItem key={month} value={String(month)}>
                      {month}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            />
            <Controller
              name="expYear"
              control={control}
              rules={{ required: 'MANDATORY_EXPIRY_YEAR' }}
              render={({ field, fieldState }) => (
                <FormTextField
                  {...field}
                  select
                  id="expYear"
                  label={t('LABEL_EXPIRES_ON_YEAR')}
                  required
                  error={message(fieldState.error?.message)}
                >
                  {expiryYears.map((year) => (
                    <MenuItem key={year} value={String(year)}>
                      {year}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            />
          </Stack>
          <Button
            id="submitCardButton"
            type="submit"
            variant="contained"
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('BTN_SUBMIT')}
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}
