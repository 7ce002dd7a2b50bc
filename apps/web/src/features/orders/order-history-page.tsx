import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import RateReviewIcon from '@mui/icons-material/RateReview'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageContainer } from '../../components/page-container'
import type { Product } from '../../lib/api-types'
import { formatPrice } from '../../lib/price'
import { useSession } from '../../lib/session'
import { fetchProduct, ProductDialog } from '../search'
import { OrderLinesTable } from './order-lines-table'
import { orderPdfUrl, useOrderHistory, type TrackedOrder } from './orders-api'

/** Orders are stored oldest first; the history shows the newest first. */
export function newestFirst(orders: TrackedOrder[]): TrackedOrder[] {
  return [...orders].reverse()
}

/** order-history: the customer's orders with track, PDF and per-product review. */
export default function OrderHistoryPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()
  const orders = useOrderHistory()
  const [product, setProduct] = useState<Product | null>(null)

  const review = async (id: number | undefined): Promise<void> => {
    if (id === undefined) return
    try {
      setProduct(await fetchProduct(id))
    } catch (error) {
      console.error('Could not load the product', error)
    }
  }

  const list = newestFirst(orders.data ?? [])
  return (
    <PageContainer>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_ORDER_HISTORY')}
      </Typography>
      {orders.isSuccess && list.length === 0 && <Typography>{t('EMPTY_ORDER_HISTORY')}</Typography>}
      <Stack spacing={2}>
        {list.map((order) => (
          <Card key={order.orderId} data-testid="order-history-entry">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 'bold' }}>
                  {t('LABEL_ORDER_ID')}: <span data-testid="history-order-id">{order.orderId}</span>
                </Typography>
                <Typography>
                  {t('LABEL_TOTAL_PRICE')}: {formatPrice(order.totalPrice ?? 0)}
                </Typography>
                <Typography>{t('LABEL_BONUS', { bonus: order.bonus ?? 0 })}</Typography>
                <Typography data-testid="history-status">
                  {t(order.delivered ? 'STATUS_DELIVERED' : 'STATUS_IN_TRANSIT')}
                </Typography>
                <Button
                  startIcon={<LocalShippingIcon />}
                  onClick={() => void navigate(`/track-result?id=${encodeURIComponent(order.orderId)}`)}
                >
                  {t('BTN_TRACK')}
                </Button>
                <Button
                  component="a"
                  href={orderPdfUrl(order.orderId)}
                  target="_blank"
                  startIcon={<PictureAsPdfIcon />}
                >
                  {t('BTN_ORDER_PDF')}
                </Button>
              </Stack>
              <OrderLinesTable
                label={t('LABEL_ORDER_ID')}
                lines={(order.products ?? []).map((line, index) => ({
                  key: index,
                  ...line,
                  action: (
                    <IconButton
                      aria-label={t('BTN_REVIEW_PRODUCT', { product: line.name })}
                      onClick={() => void review(line.id)}
                    >
                      <RateReviewIcon />
                    </IconButton>
                  ),
                }))}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
      {product && <ProductDialog product={product} role={user?.role} onClose={() => setProduct(null)} />}
    </PageContainer>
  )
}
