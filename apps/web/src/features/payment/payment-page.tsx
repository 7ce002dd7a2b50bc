import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { orderTotal } from '../../lib/order-totals'
import { formatPrice } from '../../lib/price'
import { queryKeys } from '../../lib/query-keys'
import { useSession } from '../../lib/session'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { useDeliveryMethod } from '../delivery'
import { useDeluxeMembership } from '../deluxe'
import { useWalletBalance } from '../wallet'
import { CardPanel } from './card-panel'
import { CouponPanel } from './coupon-panel'
import { OtherPaymentOptions } from './other-payment-options'
import { pay, paymentEntity, type PaymentEntity } from './payment-actions'

function useAmountDue(entity: PaymentEntity, discount: number): number {
  const delivery = useDeliveryMethod(
    entity === 'shop' ? checkoutSession.get(CheckoutKeys.deliveryMethodId) : null,
  )
  const deluxe = useDeluxeMembership(entity === 'deluxe')
  if (entity === 'wallet') return checkoutSession.number(CheckoutKeys.walletTotal)
  if (entity === 'deluxe') return deluxe.data?.data.membershipCost ?? 0
  return orderTotal(checkoutSession.number(CheckoutKeys.itemTotal), delivery.data?.price ?? 0, discount)
}

/** payment/shop, payment/wallet (top-up) and payment/deluxe (upgrade). */
export default function PaymentPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const entity = paymentEntity(useParams().entity)
  const [card, setCard] = useState<number | null>(null)
  const [discount, setDiscount] = useState(checkoutSession.number(CheckoutKeys.couponDiscount))
  const [busy, setBusy] = useState(false)
  const balance = useWalletBalance()
  const amount = useAmountDue(entity, discount)

  const submit = async (paymentId: string): Promise<void> => {
    setBusy(true)
    try {
      const confirmation = await pay(entity, paymentId, navigate)
      if (confirmation) showSnackbar({ text: t(confirmation), severity: 'success' })
      await queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance })
      await queryClient.invalidateQueries({ queryKey: queryKeys.deluxeMembership })
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <CardPanel selected={card} onSelect={setCard} />
            {entity !== 'wallet' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="wallet-section">
                <Typography>
                  {t('LABEL_WALLET_BALANCE')}:{' '}
                  <span data-testid="wallet-balance">{formatPrice(balance.data ?? 0)}</span>
                </Typography>
                <Button
                  id="walletPayButton"
                  variant="contained"
                  disabled={busy || balance.data === undefined || balance.data < amount}
                  onClick={() => void submit('wallet')}
                >
                  {t('BTN_PAY_AMOUNT', { amount: formatPrice(amount) })}
                </Button>
              </Stack>
            )}
            {entity !== 'wallet' && <CouponPanel onApplied={setDiscount} />}
            <OtherPaymentOptions />
            {entity === 'shop' && user?.role !== 'deluxe' && (
              <Alert severity="info">{t('PAYMENT_DELUXE_NOTE')}</Alert>
            )}
            {entity === 'wallet' && <Alert severity="info">{t('WALLET_REVIEW_NOTE')}</Alert>}
            <Stack direction="row" spacing={2}>
              <Button variant="outlined" onClick={() => void navigate(-1)}>
                {t('BTN_BACK')}
              </Button>
              <Button
                id="continuePaymentButton"
                variant="contained"
                // A card is needed except for a top-up, where the server answers a missing card.
                disabled={busy || (card === null && entity !== 'wallet')}
                onClick={() => void submit(card === null ? '' : String(card))}
              >
                {t('BTN_CONTINUE')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
