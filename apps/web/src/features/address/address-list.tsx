import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableContainer from '@mui/material/TableContainer'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnackbar } from '../../app/snackbar'
import { RemoveButton } from '../../components/remove-button'
import { messageOf } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { deleteAddress, useAddresses, type Address } from './address-api'
import { addressLine } from './address-line'

interface AddressListProps {
  /** select: radio + continue (checkout); saved: edit + remove; pick: radio only, inside another form. */
  mode: 'select' | 'saved' | 'pick'
  /** Told about every choice in the radio modes (the recycle form keeps the chosen id). */
  onSelect?: (addressId: number) => void
}

const titleKeys = {
  select: 'TITLE_SELECT_ADDRESS',
  saved: 'TITLE_SAVED_ADDRESSES',
  pick: 'LABEL_PICKUP_ADDRESS',
}

/** The address table of address/select, address/saved and the recycle page's address picker. */
export function AddressList({ mode, onSelect }: AddressListProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const addresses = useAddresses()
  const [selected, setSelected] = useState<number | null>(null)
  const [removeError, setRemoveError] = useState<string | null>(null)

  const remove = async (address: Address): Promise<void> => {
    try {
      await deleteAddress(address.id)
      setRemoveError(null)
      showSnackbar({ text: t('ADDRESS_REMOVED'), severity: 'success' })
    } catch (error) {
      setRemoveError(messageOf(error))
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all })
  }

  const proceed = (): void => {
    if (selected === null) return
    checkoutSession.set(CheckoutKeys.addressId, selected)
    void navigate('/delivery-method')
  }

  const choose = (addressId: number): void => {
    setSelected(addressId)
    onSelect?.(addressId)
  }

  const error = removeError ?? (addresses.error ? messageOf(addresses.error) : null)
  const embedded = mode === 'pick'
  return (
    <Card variant={embedded ? 'outlined' : 'elevation'}>
      <CardContent>
        <Typography variant={embedded ? 'h6' : 'h5'} component={embedded ? 'h2' : 'h1'} gutterBottom>
          {t(titleKeys[mode])}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {/* On a screen narrower than the table (phones) it scrolls sideways inside its own box. */}
        <TableContainer>
          <Table size="small" aria-label={t('LABEL_ADDRESSES')}>
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>{t('LABEL_NAME')}</TableCell>
                <TableCell>{t('LABEL_ADDRESS')}</TableCell>
                <TableCell>{t('LABEL_COUNTRY')}</TableCell>
                {mode === 'saved' && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {(addresses.data ?? []).map((address) => (
                <TableRow key={address.id} data-testid="address-row">
                  <TableCell padding="checkbox">
                    {mode !== 'saved' ? (
                      <Radio
                        checked={selected === address.id}
                        onChange={() => choose(address.id)}
                        slotProps={{
                          input: { 'aria-label': t('LABEL_SELECT_ADDRESS_OF', { name: address.fullName }) },
                        }}
                      />
                    ) : (
                      <IconButton
                        aria-label={t('BTN_EDIT_ADDRESS_OF', { name: address.fullName })}
                        onClick={() => void navigate(`/address/edit/${address.id}`)}
                      >
                        <EditIcon />
                      </IconButton>
                    )}
                  </TableCell>
                  <TableCell>{address.fullName}</TableCell>
                  <TableCell>{addressLine(address)}</TableCell>
                  <TableCell>{address.country}</TableCell>
                  {mode === 'saved' && (
                    <TableCell padding="checkbox">
                      <RemoveButton
                        label={t('BTN_REMOVE_ADDRESS_OF', { name: address.fullName })}
                        onClick={() => void remove(address)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => void navigate('/address/create')}>
            {t('BTN_ADD_NEW_ADDRESS')}
          </Button>
          {mode === 'select' && (
            <Button variant="contained" disabled={selected === null} onClick={proceed}>
              {t('BTN_CONTINUE')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
