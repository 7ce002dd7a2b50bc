import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../components/form-text-field'
import { messageOf } from '../../lib/api-client'
import { getBasketId } from '../../lib/session'
import { local } from '../../lib/storage'
import { redeemCoupon } from '../checkout/checkout-api'
import { CheckoutKeys, checkoutSession } from '../checkout/checkout-session'
import { checkCampaign, clientCampaignDate, COUPON_LENGTH, validateCoupon } from './coupon-rules'

export const COUPON_PANEL_EXPANDED_KEY = 'couponPanelExpanded'

type Outcome = { kind: 'applied'; discount: number } | { kind: 'error'; text: string } | null

/** The coupon field: campaign codes are judged on the browser's date, others by the server (spec §2.5, §8). */
export function CouponPanel({ onApplied }: { onApplied: (discount: number) => void }) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(local.get(COUPON_PANEL_EXPANDED_KEY) === 'true')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, reset, formState } = useForm<{ coupon: string }>({
    mode: 'onChange',
    defaultValues: { coupon: '' },
  })

  const applied = (discount: number): void => {
    checkoutSession.set(CheckoutKeys.couponDiscount, discount)
    setOutcome({ kind: 'applied', discount })
    onApplied(discount)
  }

  const submit = handleSubmit(async ({ coupon }) => {
    const campaign = checkCampaign(coupon, clientCampaignDate())
    if (campaign.kind === 'valid') {
      checkoutSession.set(CheckoutKeys.couponDetails, campaign.details)
      applied(campaign.discount)
    } else if (campaign.kind === 'expired') {
      setOutcome({ kind: 'error', text: t('INVALID_COUPON') })
    } else {
      try {
        const answer = await redeemCoupon(getBasketId() ?? '', coupon)
        checkoutSession.remove(CheckoutKeys.couponDetails)
        applied(answer.discount)
      } catch (error) {
        setOutcome({ kind: 'error', text: messageOf(error) })
      }
    }
    reset({ coupon: '' })
  })

  const toggle = (_event: unknown, open: boolean): void => {
    local.set(COUPON_PANEL_EXPANDED_KEY, String(open))
    setExpanded(open)
  }

  return (
    <Accordion expanded={expanded} onChange={toggle}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="coupon-summary" aria-controls="coupon-panel">
        <Typography>{t('LABEL_ADD_COUPON')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="coupon-panel">
        <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 480 }}>
          <Controller
            name="coupon"
            control={control}
            rules={{ validate: validateCoupon }}
            render={({ field, fieldState }) => (
              <FormTextField
                {...field}
                id="coupon"
                label={t('LABEL_COUPON')}
                slotProps={{ htmlInput: { maxLength: COUPON_LENGTH } }}
                helperText={`${t('COUPON_CODE_HINT')} ${field.value.length}/${COUPON_LENGTH}`}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <Button
            id="applyCouponButton"
            type="submit"
            variant="contained"
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('BTN_REDEEM')}
          </Button>
          {outcome?.kind === 'applied' && (
            <Alert severity="success" data-testid="coupon-confirmation">
              {t('DISCOUNT_APPLIED', { discount: outcome.discount })}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert severity="error" data-testid="coupon-error">
              {outcome.text}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('FOLLOW_FOR_MONTHLY_COUPONS')}
          </Typography>
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}
