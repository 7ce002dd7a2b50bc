import PaymentIcon from '@mui/icons-material/Payment'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageContainer } from '../../components/page-container'
import { messageOf } from '../../lib/api-client'
import { lastFourDigits } from '../../lib/card-number'
import { bonusOf, discountAmount, itemTotalOf, orderTotal } from '../../lib/order-totals'
import { queryKeys } from '../../lib/query-keys'
import { getBasketId, useSession } from '../../lib/session'
import { addressLine, useAddress } from '../address'
import { basketLines, useBasketSummary } from '../basket'
import { CheckoutKeys, checkoutSession, clearPlacedOrderKeys } from '../checkout'
import { useDeliveryMethod } from '../delivery'
import { useCard } from '../payment'
import { OrderLinesTable } from './order-lines-table'
import { placeOrder } from './orders-api'

/** order-summary: address, payment, read-only basket, totals, place order. */
export default function OrderSummaryPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const bid = getBasketId() ?? ''
  const paymentId = checkoutSession.get(CheckoutKeys.paymentId)
  const address = useAddress(checkoutSession.get(CheckoutKeys.addressId))
  const card = useCard(paymentId)
  const delivery = useDeliveryMethod(checkoutSession.get(CheckoutKeys.deliveryMethodId))
  const basket = useBasketSummary(bid)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const lines = basketLines(basket.data?.Products, user?.role)
  const items = itemTotalOf(lines)
  const percent = checkoutSession.number(CheckoutKeys.couponDiscount)
  const deliveryPrice = delivery.data?.price ?? 0
  const totals = {
    items,
    delivery: deliveryPrice,
    promotion: discountAmount(items, percent),
    total: orderTotal(items, deliveryPrice, percent),
  }

  const place = async (): Promise<void> => {
    setBusy(true)
    try {
      const details = checkoutSession.get(CheckoutKeys.couponDetails)
      const orderId = await placeOrder(
        bid,
        {
          paymentId: paymentId ?? '',
          addressId: checkoutSession.get(CheckoutKeys.addressId) ?? '',
          deliveryMethodId: checkoutSession.get(CheckoutKeys.deliveryMethodId) ?? '',
        },
        details ? btoa(details) : undefined,
      )
      clearPlacedOrderKeys()
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
      void navigate(`/order-completion/${encodeURIComponent(orderId)}`)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('TITLE_ORDER_SUMMARY')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="order-error">
              {error}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h2">
                {t('LABEL_DELIVERY_ADDRESS')}
              </Typography>
              {address.data && (
                <Typography data-testid="summary-address">
                  {address.data.fullName}, {addressLine(address.data)}, {address.data.country}
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h2">
                {t('LABEL_PAYMENT_METHOD')}
              </Typography>
              <Typography data-testid="summary-payment">
                {paymentId === 'wallet'
                  ? t('LABEL_DIGITAL_WALLET')
                  : card.data &&
                    t('LABEL_CARD_ENDING_IN', {
                      last4: lastFourDigits(card.data.cardNum),
                      name: card.data.fullName,
                    })}
              </Typography>
            </Grid>
          </Grid>
          <OrderLinesTable
            label={t('TITLE_ORDER_SUMMARY')}
            totals={totals}
            lines={lines.map((line) => ({ key: line.itemId, ...line, total: line.price * line.quantity }))}
          />
          <Button
            id="checkoutButton"
            variant="contained"
            startIcon={<PaymentIcon />}
            sx={{ mt: 2 }}
            disabled={busy || lines.length === 0}
            onClick={() => void place()}
          >
            {t('BTN_PLACE_ORDER_AND_PAY')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('BONUS_POINTS_TEXT', { bonus: bonusOf(lines) })}
          </Typography>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
