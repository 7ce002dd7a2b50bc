import Radio from '@mui/material/Radio'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { RemoveButton } from '../../components/remove-button'
import { TitledTable } from '../../components/titled-table'
import { messageOf } from '../../lib/api-client'
import { lastFourDigits, maskCardNumber } from '../../lib/card-number'
import { queryKeys } from '../../lib/query-keys'
import { AddCardForm } from './add-card-form'
import { deleteCard, useCards } from './payment-api'

interface CardPanelProps {
  /** Selection mode (payment page) when given; otherwise each row offers delete (saved-payment-methods). */
  selected?: number | null
  onSelect?: (id: number) => void
}

/** "My payment options": saved cards masked, and the add-card panel. */
export function CardPanel({ selected, onSelect }: CardPanelProps) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const cards = useCards()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.cards.all })

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
      <TitledTable
        title={t('TITLE_MY_PAYMENT_OPTIONS')}
        head={
          <>
            <TableCell />
            <TableCell>{t('LABEL_CARD_NUMBER')}</TableCell>
            <TableCell>{t('LABEL_NAME')}</TableCell>
            <TableCell>{t('LABEL_EXPIRES_ON')}</TableCell>
          </>
        }
      >
        {(cards.data ?? []).map((card) => (
          <TableRow key={card.id} data-testid="card-row">
            <TableCell padding="checkbox">
              {onSelect ? (
                <Radio
                  checked={selected === card.id}
                  onChange={() => onSelect(card.id)}
                  slotProps={{
                    input: {
                      'aria-label': t('LABEL_SELECT_CARD', { last4: lastFourDigits(card.cardNum) }),
                    },
                  }}
                />
              ) : (
                <RemoveButton
                  label={t('BTN_REMOVE_CARD', { last4: lastFourDigits(card.cardNum) })}
                  onClick={() => void remove(card.id)}
                />
              )}
            </TableCell>
            <TableCell>{maskCardNumber(card.cardNum)}</TableCell>
            <TableCell>{card.fullName}</TableCell>
            <TableCell>
              {card.expMonth}/{card.expYear}
            </TableCell>
          </TableRow>
        ))}
      </TitledTable>
      <AddCardForm onSaved={refresh} />
    </>
  )
}
