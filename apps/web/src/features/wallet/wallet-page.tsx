import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ControlledTextField } from '../../components/form/controlled-text-field'
import { FormCard } from '../../components/form/form-card'
import { PageContainer } from '../../components/page-container'
import { formatPrice } from '../../lib/price'
import { CheckoutKeys, checkoutSession } from '../checkout'
import { useWalletBalance } from './wallet-api'
import { validateTopUp, WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from './wallet-rules'

/** wallet: the balance and a top-up amount; Continue pays it on payment/wallet. */
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
      <FormCard title={t('TITLE_DIGITAL_WALLET')} onSubmit={submit}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <AccountBalanceWalletIcon color="primary" />
          <Typography>
            {t('LABEL_WALLET_BALANCE')}:{' '}
            <span data-testid="wallet-balance">{formatPrice(balance.data ?? 0)}</span>
          </Typography>
        </Stack>
        <ControlledTextField
          name="amount"
          control={control}
          rules={{ validate: validateTopUp }}
          id="amount"
          type="number"
          label={t('LABEL_AMOUNT')}
          required
          slotProps={{ htmlInput: { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX } }}
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
      </FormCard>
    </PageContainer>
  )
}
