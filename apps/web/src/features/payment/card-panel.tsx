import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { messageOf } from '../../lib/api-client'
import { checkoutQueryKeys, deleteCard, useCards } from '../checkout/checkout-api'
import { AddCardForm } from './add-card-form'
import { maskCardNumber } from './card-rules'

interface CardPanelProps {
  /** Selection mode (payment page) when given; otherwise each row offers delete (saved-payment-methods). */
  selected?: number | null
  onSelect?: (id: number) => void
}

/** "My payment options": saved cards masked, and the add-card panel (checkout spec §2.4). */
export function CardPanel({ selected, onSelect }: CardPanelProps) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const cards = useCards()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: checkoutQueryKeys.cards })

  const remove = async (id: number): Promise<void> => {
    try {
      await deleteCard(id)
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    }
    refresh()
  }

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_MY_PAYMENT_OPTIONS')}
      </Typography>
      <Table size="small" aria-label={t('TITLE_MY_PAYMENT_OPTIONS')}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('LABEL_CARD_NUMBER')}</TableCell>
            <TableCell>{t('LABEL_NAME')}</TableCell>
            <TableCell>{t('LABEL_EXPIRES_ON')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(cards.data ?? []).map((card) => (
            <TableRow key={card.id} data-testid="card-row">
              <TableCell padding="checkbox">
                {onSelect ? (
                  <Radio
                    checked={selected === card.id}
                    onChange={() => onSelect(card.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('LABEL_SELECT_CARD', { last4: String(card.cardNum).slice(-4) }),
                      },
                    }}
                  />
                ) : (
                  <IconButton
                    aria-label={t('BTN_REMOVE_CARD', { last4: String(card.cardNum).slice(-4) })}
                    onClick={() => void remove(card.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </TableCell>
              <TableCell>{maskCardNumber(card.cardNum)}</TableCell>
              <TableCell>{card.fullName}</TableCell>
              <TableCell>
                {card.expMonth}/{card.expYear}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AddCardForm onSaved={refresh} />
    </>
  )
}
