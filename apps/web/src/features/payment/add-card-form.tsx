import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormAccordion } from '../../components/form/form-accordion'
import { SubmitButton } from '../../components/form/submit-button'
import { messageOf } from '../../lib/api-client'
import { lastFourDigits } from '../../lib/card-number'
import {
  CARD_NUMBER_LENGTH,
  expiryMonths,
  expiryYears,
  validateCardName,
  validateCardNumber,
} from './card-rules'
import { saveCard } from './payment-api'

interface CardForm {
  fullName: string
  cardNum: string
  expMonth: string
  expYear: string
}

const emptyCard: CardForm = { fullName: '', cardNum: '', expMonth: '', expYear: '' }

/** The two expiry selects, month before year. */
const expiryFields = [
  {
    name: 'expMonth',
    label: 'LABEL_EXPIRES_ON_MONTH',
    mandatory: 'MANDATORY_EXPIRY_MONTH',
    options: expiryMonths,
  },
  {
    name: 'expYear',
    label: 'LABEL_EXPIRES_ON_YEAR',
    mandatory: 'MANDATORY_EXPIRY_YEAR',
    options: expiryYears,
  },
] as const

/** The expandable "add new card" panel. */
export function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const { control, handleSubmit, reset } = useForm<CardForm>({
    mode: 'onTouched',
    defaultValues: emptyCard,
  })

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
    <FormAccordion id="add-card" title={t('LABEL_ADD_NEW_CARD')} onSubmit={submit}>
      <ControlledTextField
        name="fullName"
        control={control}
        rules={{ validate: validateCardName }}
        id="cardName"
        label={t('LABEL_NAME')}
        required
      />
      <ControlledTextField
        name="cardNum"
        control={control}
        rules={{ validate: validateCardNumber }}
        id="cardNumber"
        label={t('LABEL_CARD_NUMBER')}
        required
        slotProps={{ htmlInput: { maxLength: CARD_NUMBER_LENGTH, inputMode: 'numeric' } }}
        helperText={(cardNum) => `${cardNum.length}/${CARD_NUMBER_LENGTH}`}
      />
      <Stack direction="row" spacing={2}>
        {expiryFields.map(({ name, label, mandatory, options }) => (
          <ControlledTextField
            key={name}
            name={name}
            control={control}
            rules={{ required: mandatory }}
            select
            id={name}
            label={t(label)}
            required
          >
            {options.map((option) => (
              <MenuItem key={option} value={String(option)}>
                {option}
              </MenuItem>
            ))}
          </ControlledTextField>
        ))}
      </Stack>
      <SubmitButton id="submitCardButton" control={control}>
        {t('BTN_SUBMIT')}
      </SubmitButton>
    </FormAccordion>
  )
}
