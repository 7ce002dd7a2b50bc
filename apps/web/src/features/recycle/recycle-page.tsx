import RecyclingIcon from '@mui/icons-material/Recycling'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { ReadOnlyField } from '../../components/form/read-only-field'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { useApplicationConfig } from '../../lib/application-config'
import { useWhoAmI } from '../../lib/who-am-i'
import { AddressList } from '../address'
import { requestRecycling } from './recycle-api'
import {
  DEFAULT_BOTTOM_IMAGE,
  DEFAULT_TOP_IMAGE,
  offersPickup,
  productImageUrl,
  RECYCLE_QUANTITY_MAX,
  RECYCLE_QUANTITY_MIN,
  recycleConfirmation,
  recycleReady,
  recycleSubmission,
  validatePickupDate,
  validateRecycleQuantity,
  type RecycleForm,
} from './recycle-rules'

const emptyForm: RecycleForm = { quantity: '', pickup: false, date: '' }
const QUANTITY_RANGE = `${RECYCLE_QUANTITY_MIN}-${RECYCLE_QUANTITY_MAX}`

/** recycle: send pomace back in a box, or have more than 100 liters picked up. */
export default function RecyclePage() {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const whoAmI = useWhoAmI()
  const config = useApplicationConfig()
  const [addressId, setAddressId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { control, handleSubmit, reset, formState } = useForm<RecycleForm>({
    mode: 'onChange',
    defaultValues: emptyForm,
  })
  const form = useWatch({ control }) as RecycleForm
  const pickupOffered = offersPickup(form.quantity)

  const submit = handleSubmit(async (values) => {
    if (addressId === null) return
    const request = recycleSubmission(values, whoAmI.data?.id, addressId)
    try {
      const saved = await requestRecycling(request)
      const confirmation = recycleConfirmation(request, saved)
      showSnackbar({ text: t(confirmation.key, confirmation.params), severity: 'success' })
      setError(null)
      reset(emptyForm)
    } catch (failure) {
      setError(messageOf(failure))
    }
  })

  const images = config?.application.recyclePage
  return (
    <PageContainer maxWidth={1100}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <FormCard titleId="recycle-title" title={t('TITLE_RECYCLE')} onSubmit={submit}>
          {error && (
            <Alert id="recycle-error" severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2}>
            <ReadOnlyField id="recycleEmail" label={t('LABEL_REQUESTOR')} value={whoAmI.data?.email ?? ''} />
            <ControlledTextField
              name="quantity"
              control={control}
              rules={{ validate: validateRecycleQuantity, deps: ['date'] }}
              errorParams={{ range: QUANTITY_RANGE }}
              id="recycleQuantity"
              type="number"
              label={t('LABEL_RECYCLE_QUANTITY')}
              required
              slotProps={{
                htmlInput: { min: RECYCLE_QUANTITY_MIN, max: RECYCLE_QUANTITY_MAX, step: 1 },
              }}
            />
            {pickupOffered && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Controller
                  name="pickup"
                  control={control}
                  rules={{ deps: ['date'] }}
                  render={({ field }) => (
                    <FormControlLabel
                      label={t('LABEL_PICKUP')}
                      control={
                        <Checkbox
                          id="recyclePickup"
                          name={field.name}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  )}
                />
                <ControlledTextField
                  name="date"
                  control={control}
                  rules={{
                    validate: (date, values) =>
                      validatePickupDate(date, values.pickup && offersPickup(values.quantity)),
                  }}
                  id="pickupDate"
                  type="date"
                  label={t('LABEL_PICKUP_DATE')}
                  disabled={!form.pickup}
                  required={form.pickup}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            )}
            <AddressList mode="pick" onSelect={setAddressId} />
            <Button
              id="submitButton"
              type="submit"
              variant="contained"
              startIcon={<RecyclingIcon />}
              disabled={!recycleReady(form, addressId) || formState.isSubmitting}
            >
              {t('BTN_SUBMIT')}
            </Button>
          </Stack>
        </FormCard>
        <Stack component="aside" spacing={2} aria-label={t('LABEL_RECYCLE_PRODUCTS')}>
          <Box
            component="img"
            id="recycleTopImage"
            src={productImageUrl(images?.topProductImage, DEFAULT_TOP_IMAGE)}
            alt=""
            sx={{ width: '100%', borderRadius: 1 }}
          />
          <Box
            component="img"
            id="recycleBottomImage"
            src={productImageUrl(images?.bottomProductImage, DEFAULT_BOTTOM_IMAGE)}
            alt=""
            sx={{ width: '100%', borderRadius: 1 }}
          />
        </Stack>
      </Box>
    </PageContainer>
  )
}
