import PrintIcon from '@mui/icons-material/Print'
import ShareIcon from '@mui/icons-material/Share'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { PageContainer } from '../../components/page-container'
import { useSession } from '../../lib/session'
import { addressLine, useAddress } from '../address'
import { OrderLinesTable, type OrderTotals } from './order-lines-table'
import { cutShareText } from './order-rules'
import { orderPdfUrl, useTrackedOrder, type TrackedOrder } from './orders-api'

export function completionTotals(order: TrackedOrder): OrderTotals {
  const items = (order.products ?? []).reduce((sum, product) => sum + product.total, 0)
  return {
    items: Math.round(items * 100) / 100,
    delivery: order.deliveryPrice ?? 0,
    promotion: Number(order.promotionalAmount ?? 0),
    total: order.totalPrice ?? 0,
  }
}

/** The tweet text: the purchased products, cut to 140 characters. */
export function shareText(intro: string, order: TrackedOrder): string {
  return cutShareText(`${intro} ${(order.products ?? []).map((product) => product.name).join(', ')}`)
}

/** order-completion/:id: thanks, address, eta, products with totals, share, PDF, bonus. */
export default function OrderCompletionPage() {
  const { t } = useTranslation()
  const id = useParams().id ?? ''
  const { isLoggedIn } = useSession()
  const order = useTrackedOrder(id).data
  const address = useAddress(isLoggedIn && order?.addressId !== undefined ? String(order.addressId) : null)
  const tweet = order ? shareText(t('SHARE_PURCHASE_INTRO'), order) : ''

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('THANKS_FOR_PURCHASE')}
          </Typography>
          <Typography gutterBottom>
            {t('ORDER_CONFIRMATION_TEXT', { orderId: id })}{' '}
            <Link component={RouterLink} to={`/track-result/new?id=${encodeURIComponent(id)}`}>
              {t('LINK_TRACK_ORDER')}
            </Link>
          </Typography>
          {address.data && (
            <Typography data-testid="completion-address">
              {t('LABEL_DELIVERY_ADDRESS')}: {address.data.fullName}, {addressLine(address.data)},{' '}
              {address.data.country}
            </Typography>
          )}
          {order?.eta !== undefined && (
            <Typography>{t('LABEL_EXPECTED_DELIVERY_IN', { count: Number(order.eta) })}</Typography>
          )}
          {order && (
            <OrderLinesTable
              label={t('TITLE_ORDER_COMPLETION')}
              totals={completionTotals(order)}
              lines={(order.products ?? []).map((product, index) => ({ key: index, ...product }))}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button
              component="a"
              href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(tweet)}`}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<ShareIcon />}
              data-testid="share-link"
              data-text={tweet}
            >
              {t('BTN_SHARE_PURCHASE')}
            </Button>
            <Button
              component="a"
              href={orderPdfUrl(id)}
              target="_blank"
              startIcon={<PrintIcon />}
              id="printConfirmation"
            >
              {t('BTN_PRINT_ORDER_CONFIRMATION')}
            </Button>
          </Stack>
          {order && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('BONUS_POINTS_EARNED', { bonus: order.bonus ?? 0 })}
            </Typography>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
