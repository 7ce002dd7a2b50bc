import CheckIcon from '@mui/icons-material/Check'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '../../components/page-container'
import { TitledTable } from '../../components/titled-table'
import { messageOf } from '../../lib/api-client'
import type { Product } from '../../lib/api-types'
import { formatPrice } from '../../lib/price'
import { queryKeys } from '../../lib/query-keys'
import {
  toggleDelivery,
  updatePrice,
  updateQuantity,
  useAllOrders,
  useAllProducts,
  useQuantities,
  type QuantityRecord,
} from './accounting-api'
import { ACCOUNTING_PAGE_SIZE, ACCOUNTING_PAGE_SIZES } from './accounting-rules'

type Outcome = { kind: 'success' | 'error'; text: string } | null

function usePaging<T>(rows: T[]) {
  const [page, setPage] = useState(0)
  const [size, setSize] = useState(ACCOUNTING_PAGE_SIZE)
  const visible = rows.slice(page * size, page * size + size)
  const pagination: ReactNode = (
    <TablePagination
      component="div"
      count={rows.length}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={ACCOUNTING_PAGE_SIZES}
      onPageChange={(_event, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setSize(Number(event.target.value))
        setPage(0)
      }}
    />
  )
  return { visible, pagination }
}

function EditCell({
  label,
  initial,
  onConfirm,
}: {
  label: string
  initial: number
  onConfirm: (value: number) => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(String(initial))
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': label } }}
        sx={{ width: 110 }}
      />
      <IconButton
        aria-label={t('BTN_CONFIRM_CHANGE', { field: label })}
        onClick={() => onConfirm(Number(value))}
      >
        <CheckIcon />
      </IconButton>
    </Stack>
  )
}

/** accounting: all orders with delivery toggle, all products with price and stock edits. */
export default function AccountingPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const orders = useAllOrders()
  const products = useAllProducts()
  const quantities = useQuantities()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const orderPaging = usePaging(orders.data ?? [])
  const productPaging = usePaging(products.data ?? [])
  const stockOf = (product: Product): QuantityRecord | undefined =>
    quantities.data?.find((record) => record.ProductId === product.id)

  const run = async (
    action: () => Promise<unknown>,
    success: string | null,
    key: QueryKey,
  ): Promise<void> => {
    try {
      await action()
      setOutcome(success ? { kind: 'success', text: success } : null)
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error) })
    }
    await queryClient.invalidateQueries({ queryKey: key })
  }

  return (
    <PageContainer maxWidth={1100}>
      {outcome && (
        <Alert severity={outcome.kind} sx={{ mb: 2 }} data-testid="accounting-outcome">
          {outcome.text}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <TitledTable
            title={t('TITLE_TRACK_ORDERS')}
            head={
              <>
                <TableCell>{t('LABEL_ORDER_ID')}</TableCell>
                <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
                <TableCell>{t('LABEL_STATUS')}</TableCell>
                <TableCell />
              </>
            }
          >
            {orderPaging.visible.map((order) => (
              <TableRow
                key={order._id ?? order.orderId}
                data-testid="accounting-order"
                data-order-id={order.orderId}
              >
                <TableCell>{order.orderId}</TableCell>
                <TableCell align="right">{formatPrice(order.totalPrice ?? 0)}</TableCell>
                <TableCell>{t(order.delivered ? 'STATUS_DELIVERED' : 'STATUS_IN_TRANSIT')}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => void run(() => toggleDelivery(order), null, queryKeys.accounting.orders)}
                  >
                    {t(order.delivered ? 'BTN_MARK_IN_TRANSIT' : 'BTN_MARK_DELIVERED')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TitledTable>
          {orderPaging.pagination}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <TitledTable
            title={t('TITLE_ALL_PRODUCTS')}
            level="h2"
            head={
              <>
                <TableCell>{t('LABEL_PRODUCT')}</TableCell>
                <TableCell>{t('LABEL_PRICE')}</TableCell>
                <TableCell>{t('LABEL_QUANTITY')}</TableCell>
              </>
            }
          >
            {productPaging.visible.map((product) => {
              const stock = stockOf(product)
              return (
                <TableRow key={product.id} data-testid="accounting-product">
                  <TableCell>{product.name}</TableCell>
                  <TableCell>
                    <EditCell
                      label={t('LABEL_PRICE_OF', { product: product.name })}
                      initial={product.price}
                      onConfirm={(price) =>
                        void run(
                          () => updatePrice(product.id, price),
                          t('PRICE_UPDATED', { product: product.name }),
                          queryKeys.accounting.products,
                        )
                      }
                    />
                  </TableCell>
                  <TableCell>
                    {stock && (
                      <EditCell
                        label={t('LABEL_QUANTITY_OF', { product: product.name })}
                        initial={stock.quantity}
                        onConfirm={(quantity) =>
                          void run(
                            () => updateQuantity(stock.id, quantity),
                            t('QUANTITY_UPDATED', { product: product.name }),
                            queryKeys.accounting.quantities,
                          )
                        }
                      />
                    )}
                  </TableCell>
                </TableRow>
              )
            })}
          </TitledTable>
          {productPaging.pagination}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
