import AddIcon from '@mui/icons-material/AddCircleOutlined'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { shellQueryKeys } from '../../app/shell/shell-queries'
import { PageContainer } from '../../components/page-container'
import { apiRequest, messageOf } from '../../lib/api-client'
import type { BasketProduct } from '../../lib/api-types'
import { getBasketId, useSession } from '../../lib/session'
import { fetchBasket } from '../checkout/checkout-api'
import { bonusOf, itemTotalOf } from '../checkout/checkout-rules'
import { CheckoutKeys, checkoutSession } from '../checkout/checkout-session'
import { effectivePrice, formatPrice } from '../search/price'

export interface BasketLine {
  itemId: number
  name: string
  price: number
  quantity: number
}

export function basketLines(
  products: (BasketProduct & { deluxePrice?: number | null })[] | undefined,
  role: string | undefined,
): BasketLine[] {
  return (products ?? []).flatMap((product) =>
    product.BasketItem
      ? [
          {
            itemId: product.BasketItem.id,
            name: product.name,
            price: effectivePrice(product, role),
            quantity: product.BasketItem.quantity,
          },
        ]
      : [],
  )
}

/** The editable basket: quantities never below 1, delete, totals, bonus points, checkout (catalogue spec). */
export default function BasketPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const bid = getBasketId()
  const basket = useQuery({
    // Own key below the shell's (which caches the envelope); invalidating ['basket'] refreshes both.
    queryKey: [...shellQueryKeys.basket(bid), 'lines'],
    queryFn: () => fetchBasket(bid ?? ''),
    enabled: bid !== null,
  })
  const lines = basketLines(basket.data?.Products, user?.role)
  const total = itemTotalOf(lines)

  const change = async (action: () => Promise<unknown>): Promise<void> => {
    try {
      await action()
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['basket'] })
    }
  }
  const setQuantity = (line: BasketLine, quantity: number) =>
    change(() =>
      apiRequest(`api/BasketItems/${line.itemId}`, {
        method: 'PUT',
        body: { quantity: Math.max(1, quantity) },
      }),
    )
  const remove = (line: BasketLine) =>
    change(() => apiRequest(`api/BasketItems/${line.itemId}`, { method: 'DELETE' }))

  const checkout = (): void => {
    checkoutSession.set(CheckoutKeys.itemTotal, total)
    void navigate('/address/select')
  }

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('TITLE_YOUR_BASKET')} {user?.email ? `(${user.email})` : ''}
          </Typography>
          <Table size="small" aria-label={t('TITLE_YOUR_BASKET')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('LABEL_PRODUCT')}</TableCell>
                <TableCell align="center">{t('LABEL_QUANTITY')}</TableCell>
                <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.itemId} data-testid="basket-row">
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('BTN_DECREASE_QUANTITY', { product: line.name })}
                      disabled={line.quantity <= 1}
                      onClick={() => void setQuantity(line, line.quantity - 1)}
                    >
                      <RemoveIcon />
                    </IconButton>
                    <span data-testid="basket-quantity">{line.quantity}</span>
                    <IconButton
                      aria-label={t('BTN_INCREASE_QUANTITY', { product: line.name })}
                      onClick={() => void setQuantity(line, line.quantity + 1)}
                    >
                      <AddIcon />
                    </IconButton>
                  </TableCell>
                  <TableCell align="right">{formatPrice(line.price * line.quantity)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('BTN_REMOVE_FROM_BASKET', { product: line.name })}
                      onClick={() => void remove(line)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {lines.length === 0 && !basket.isPending && (
            <Typography sx={{ mt: 2 }}>{t('EMPTY_BASKET')}</Typography>
          )}
          <Typography id="price" sx={{ mt: 2 }}>
            {t('LABEL_TOTAL_PRICE')}: <span data-testid="basket-total">{formatPrice(total)}</span>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('BONUS_POINTS_TEXT', { bonus: bonusOf(lines) })}
          </Typography>
          <Button
            id="checkoutButton"
            variant="contained"
            startIcon={<ShoppingCartIcon />}
            sx={{ mt: 2 }}
            disabled={lines.length === 0}
            onClick={checkout}
          >
            {t('BTN_CHECKOUT')}
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
