import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch'
import ShippingIcon from '@mui/icons-material/AirportShuttle'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PageContainer } from '../../components/page-container'
import { TitledTable } from '../../components/titled-table'
import { formatPrice } from '../../lib/price'
import { addressLine, useAddress } from '../address'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { useDeliveryMethods } from './delivery-api'

/** Our stand-ins for the method icons the server names (Font Awesome class names). */
const icons: Record<string, ReactNode> = {
  'fas fa-rocket': <RocketLaunchIcon fontSize="small" />,
  'fas fa-shipping-fast': <ShippingIcon fontSize="small" />,
  'fas fa-truck': <LocalShippingIcon fontSize="small" />,
}

/** delivery-method: the chosen address and the delivery speeds; Continue needs a choice. */
export default function DeliveryMethodPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const address = useAddress(checkoutSession.get(CheckoutKeys.addressId))
  const methods = useDeliveryMethods()
  const [selected, setSelected] = useState<number | null>(null)

  const proceed = (): void => {
    if (selected === null) return
    checkoutSession.set(CheckoutKeys.deliveryMethodId, selected)
    void navigate('/payment/shop')
  }

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('LABEL_DELIVERY_ADDRESS')}
          </Typography>
          {address.data && (
            <Typography data-testid="delivery-address" sx={{ mb: 2 }}>
              {address.data.fullName}, {addressLine(address.data)}, {address.data.country}
            </Typography>
          )}
          <TitledTable
            title={t('TITLE_DELIVERY_METHOD')}
            head={
              <>
                <TableCell />
                <TableCell>{t('LABEL_NAME')}</TableCell>
                <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
                <TableCell align="right">{t('LABEL_EXPECTED_DELIVERY')}</TableCell>
              </>
            }
          >
            {(methods.data ?? []).map((method) => (
              <TableRow key={method.id} hover onClick={() => setSelected(method.id)}>
                <TableCell padding="checkbox">
                  <Radio
                    checked={selected === method.id}
                    onChange={() => setSelected(method.id)}
                    slotProps={{ input: { 'aria-label': method.name } }}
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {icons[method.icon]}
                    <span>{method.name}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right">{formatPrice(method.price)}</TableCell>
                <TableCell align="right">{t('LABEL_DAYS', { count: method.eta })}</TableCell>
              </TableRow>
            ))}
          </TitledTable>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => void navigate(-1)}>
              {t('BTN_BACK')}
            </Button>
            <Button variant="contained" disabled={selected === null} onClick={proceed}>
              {t('BTN_CONTINUE')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
