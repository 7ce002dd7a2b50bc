import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormTextField } from '../../components/form-text-field'
import { PageContainer } from '../../components/page-container'
import { useWalletBalance } from '../checkout/checkout-api'
import { CheckoutKeys, checkoutSession } from '../checkout/checkout-session'
import { formatPrice } from '../search/price'

export const WALLET_TOP_UP_MIN = 10
export const WALLET_TOP_UP_MAX = 1000

/** Required, 10 to 1000 (AMOUNT_LIMIT). */
export function validateTopUp(value: string): true | string {
  if (value.trim() === '') return 'MANDATORY_AMOUNT'
  const amount = Number(value)
  return (
    (Number.isFinite(amount) && amount >= WALLET_TOP_UP_MIN && amount <= WALLET_TOP_UP_MAX) || 'AMOUNT_LIMIT'
  )
}

/** wallet: the balance and a top-up amount; Continue pays it on payment/wallet (checkout spec §2.11). */
export default function WalletPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const { control, handleSubmit, formState } = useForm<{ amount: string }>({
    mode: 'onChange',
    defaultValues: { amount: '' },
  })

  const submit = handleSubmit(({ amount }) => {
    checkoutSession.set(CheckoutKeys.walletTotal, Number(amount))
    void navigate('/payment/wallet')
  })

  return (
    <PageContainer maxWidth={640}>
      <Card>
        <CardContent component="form" noValidate onSubmit={submit}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('TITLE_DIGITAL_WALLET')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <AccountBalanceWalletIcon color="primary" />
            <Typography>
              {t('LABEL_WALLET_BALANCE')}:{' '}
              <span data-testid="wallet-balance">{formatPrice(balance.data ?? 0)}</span>
            </Typography>
          </Stack>
          <Controller
            name="amount"
            control={control}
            rules={{ validate: validateTopUp }}
            render={({ field, fieldState }) => (
              <FormTextField
                {...field}
                id="amount"
                type="number"
                label={t('LABEL_AMOUNT')}
                required
                slotProps={{ htmlInput: { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX } }}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
          <Button
            id="submitButton"
            type="submit"
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!formState.isValid}
          >
            {t('BTN_CONTINUE')}
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
