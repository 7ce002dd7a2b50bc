import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { SubmitButton } from '../../components/form/submit-button'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { saveAddress, useAddress, type Address } from './address-api'
import {
  addressBody,
  addressRules,
  STREET_ADDRESS_MAX,
  ZIP_CODE_MAX,
  type AddressFields,
} from './address-rules'

const emptyAddress: AddressFields = {
  country: '',
  fullName: '',
  mobileNum: '',
  zipCode: '',
  streetAddress: '',
  city: '',
  state: '',
}

const fieldOrder: {
  name: keyof AddressFields
  label: string
  counter?: number
  rows?: number
  numeric?: boolean
}[] = [
  { name: 'country', label: 'LABEL_COUNTRY' },
  { name: 'fullName', label: 'LABEL_NAME' },
  { name: 'mobileNum', label: 'LABEL_MOBILE_NUMBER', numeric: true },
  { name: 'zipCode', label: 'LABEL_ZIP_CODE', counter: ZIP_CODE_MAX },
  { name: 'streetAddress', label: 'LABEL_ADDRESS', counter: STREET_ADDRESS_MAX, rows: 4 },
  { name: 'city', label: 'LABEL_CITY' },
  { name: 'state', label: 'LABEL_STATE' },
]

function fieldsOf(address: Address): AddressFields {
  return {
    country: address.country,
    fullName: address.fullName,
    mobileNum: String(address.mobileNum),
    zipCode: address.zipCode,
    streetAddress: address.streetAddress,
    city: address.city,
    state: address.state ?? '',
  }
}

/** Create (address/create) or edit (address/edit/:addressId) an address. */
export default function AddressFormPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const { addressId } = useParams()
  const editing = addressId !== undefined
  const existing = useAddress(addressId ?? null)
  const { control, handleSubmit, reset } = useForm<AddressFields>({
    mode: 'onTouched',
    defaultValues: emptyAddress,
  })

  useEffect(() => {
    if (existing.data) reset(fieldsOf(existing.data))
  }, [existing.data, reset])

  const submit = handleSubmit(async (fields) => {
    try {
      const saved = await saveAddress(addressId, addressBody(fields))
      await queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all })
      showSnackbar({
        text: t(editing ? 'ADDRESS_UPDATED' : 'ADDRESS_ADDED', { city: saved.city }),
        severity: 'success',
      })
      void navigate(-1)
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
      reset(editing && existing.data ? fieldsOf(existing.data) : emptyAddress)
    }
  })

  return (
    <PageContainer maxWidth={640}>
      <FormCard
        titleId="address-title"
        title={t(editing ? 'TITLE_EDIT_ADDRESS' : 'TITLE_ADD_ADDRESS')}
        onSubmit={submit}
      >
        <Stack spacing={2}>
          {fieldOrder.map(({ name, label, counter, rows, numeric }) => (
            <ControlledTextField
              key={name}
              name={name}
              control={control}
              rules={{ validate: addressRules[name] }}
              id={name}
              label={t(label)}
              required={name !== 'state'}
              multiline={rows !== undefined}
              rows={rows}
              type={numeric ? 'number' : 'text'}
              slotProps={{ htmlInput: counter ? { maxLength: counter } : undefined }}
              onKeyDown={(event) => {
                // Enter submits, also from the textarea.
                if (event.key === 'Enter' && !event.shiftKey && rows !== undefined) {
                  event.preventDefault()
                  void submit()
                }
              }}
              helperText={counter ? (value) => `${value.length}/${counter}` : undefined}
            />
          ))}
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" onClick={() => void navigate(-1)}>
              {t('BTN_BACK')}
            </Button>
            <SubmitButton id="submitButton" control={control} startIcon={<SendIcon />}>
              {t('BTN_SUBMIT')}
            </SubmitButton>
          </Stack>
        </Stack>
      </FormCard>
    </PageContainer>
  )
}
