import AddIcon from '@mui/icons-material/AddCircleOutlined'
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
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { PageContainer } from '../../components/page-container'
import { RemoveButton } from '../../components/remove-button'
import { stackedOnPhones } from '../../components/stacked-table'
import { messageOf } from '../../lib/api-client'
import { bonusOf, itemTotalOf } from '../../lib/order-totals'
import { formatPrice } from '../../lib/price'
import { queryKeys } from '../../lib/query-keys'
import { getBasketId, useSession } from '../../lib/session'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { removeItem, setItemQuantity, useBasket } from './basket-api'
import { basketLines, type BasketLine } from './basket-lines'

/** The editable basket: quantities never below 1, delete, totals, bonus points, checkout. */
export default function BasketPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const bid = getBasketId()
  const basket = useBasket(bid)
  const lines = basketLines(basket.data?.Products, user?.role)
  const total = itemTotalOf(lines)

  const change = async (action: () => Promise<unknown>): Promise<void> => {
    try {
      await action()
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
    }
  }
  const setQuantity = (line: BasketLine, quantity: number) =>
    change(() => setItemQuantity(line.itemId, Math.max(1, quantity)))
  const remove = (line: BasketLine) => change(() => removeItem(line.itemId))

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
          <Table size="small" aria-label={t('TITLE_YOUR_BASKET')} sx={stackedOnPhones}>
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
                  <TableCell data-label={t('LABEL_PRODUCT')}>{line.name}</TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }} data-label={t('LABEL_QUANTITY')}>
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
                  <TableCell align="right" data-label={t('LABEL_PRICE')}>
                    {formatPrice(line.price * line.quantity)}
                  </TableCell>
                  <TableCell align="right">
                    <RemoveButton
                      label={t('BTN_REMOVE_FROM_BASKET', { product: line.name })}
                      onClick={() => void remove(line)}
                    />
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
