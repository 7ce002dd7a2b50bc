import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormAccordion } from '../../components/form/form-accordion'
import { SubmitButton } from '../../components/form/submit-button'
import { messageOf } from '../../lib/api-client'
import { getBasketId } from '../../lib/session'
import { local } from '../../lib/storage'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { checkCampaign, clientCampaignDate, COUPON_LENGTH, validateCoupon } from './coupon-rules'
import { redeemCoupon } from './payment-api'

export const COUPON_PANEL_EXPANDED_KEY = 'couponPanelExpanded'

type Outcome = { kind: 'applied'; discount: number } | { kind: 'error'; text: string } | null

/** The coupon field: campaign codes are judged on the browser's date, others by the server. */
export function CouponPanel({ onApplied }: { onApplied: (discount: number) => void }) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(local.get(COUPON_PANEL_EXPANDED_KEY) === 'true')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const { control, handleSubmit, reset } = useForm<{ coupon: string }>({
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
    <FormAccordion
      id="coupon"
      title={t('LABEL_ADD_COUPON')}
      onSubmit={submit}
      expanded={expanded}
      onChange={toggle}
    >
      <ControlledTextField
        name="coupon"
        control={control}
        rules={{ validate: validateCoupon }}
        id="coupon"
        label={t('LABEL_COUPON')}
        slotProps={{ htmlInput: { maxLength: COUPON_LENGTH } }}
        helperText={(coupon) => `${t('COUPON_CODE_HINT')} ${coupon.length}/${COUPON_LENGTH}`}
      />
      <SubmitButton id="applyCouponButton" control={control}>
        {t('BTN_REDEEM')}
      </SubmitButton>
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
    </FormAccordion>
  )
}
