import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableContainer from '@mui/material/TableContainer'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '../../lib/price'

export interface OrderLine {
  key: string | number
  name: string
  price: number
  quantity: number
  total: number
  action?: ReactNode
}

export interface OrderTotals {
  items: number
  delivery: number
  promotion: number
  total: number
}

/** Read-only product table (product, price, quantity, total) with optional footer totals. */
export function OrderLinesTable({
  lines,
  totals,
  label,
}: {
  lines: OrderLine[]
  totals?: OrderTotals
  label: string
}) {
  const { t } = useTranslation()
  const footer: [string, number, string][] = totals
    ? [
        ['LABEL_ITEMS_TOTAL', totals.items, 'total-items'],
        ['LABEL_DELIVERY', totals.delivery, 'total-delivery'],
        ['LABEL_PROMOTION', -totals.promotion, 'total-promotion'],
        ['LABEL_TOTAL_PRICE', totals.total, 'total-price'],
      ]
    : []
  return (
    // On a screen narrower than the table (phones) it scrolls sideways inside its own box.
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_PRODUCT')}</TableCell>
            <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
            <TableCell align="right">{t('LABEL_QUANTITY')}</TableCell>
            <TableCell align="right">{t('LABEL_TOTAL_PRICE')}</TableCell>
            {lines.some((line) => line.action) && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} data-testid="order-line">
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{formatPrice(line.price)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatPrice(line.total)}</TableCell>
              {line.action && <TableCell align="right">{line.action}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
        {totals && (
          <TableFooter>
            {footer.map(([key, value, testId]) => (
              <TableRow key={key}>
                <TableCell colSpan={3}>{t(key)}</TableCell>
                <TableCell align="right" data-testid={testId}>
                  {formatPrice(value)}
                </TableCell>
              </TableRow>
            ))}
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  )
}
