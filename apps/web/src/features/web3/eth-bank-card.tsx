import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseEther } from 'viem'
import { formatAmount, parseEthAmount } from './amounts'
import { useContractValue, useContractWrite } from './chain-queries'
import { CopyableAddress } from './copyable-address'
import { TransactionFailureAlert } from './transaction-failure-alert'
import { useWallet } from './wallet-context'

/** The bank pays out at most this much per withdrawal. */
export const MAX_WITHDRAWAL = parseEther('0.1')

/** The ETH bank: the wallet's balance there, deposits, and withdrawals of at most 0.1 ETH. */
export function EthBankCard() {
  const { t } = useTranslation()
  const { network, active } = useWallet()
  const bank = { address: network.contracts.ethWalletBank, abi: network.abis.ethWalletBank }
  const [deposit, setDeposit] = useState('0.1')
  const [withdrawal, setWithdrawal] = useState('0.1')
  const depositWei = parseEthAmount(deposit)
  const withdrawalWei = parseEthAmount(withdrawal)
  const withdrawalAllowed = withdrawalWei !== undefined && withdrawalWei <= MAX_WITHDRAWAL
  const balance = useContractValue<bigint>({ ...bank, functionName: 'balanceOf', args: [active.address] })
  const write = useContractWrite()

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('WEB3_BANK_TITLE')}
        </Typography>
        <CopyableAddress id="bankAddress" address={bank.address} label={t('WEB3_BANK_ADDRESS')} />
        <Typography sx={{ my: 2 }}>
          {t('WEB3_BANK_BALANCE')}: <strong data-testid="bank-balance">{formatAmount(balance.data)}</strong>{' '}
          ETH
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              id="depositAmountInput"
              size="small"
              label={t('WEB3_DEPOSIT_AMOUNT')}
              value={deposit}
              onChange={(event) => setDeposit(event.target.value)}
              error={depositWei === undefined}
              helperText={depositWei === undefined ? t('WEB3_ETH_AMOUNT_INVALID') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button
              id="depositButton"
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={depositWei === undefined || write.isPending}
              onClick={() =>
                write.mutate({
                  ...bank,
                  functionName: 'ethdeposit',
                  args: [active.address],
                  value: depositWei,
                })
              }
            >
              {t('WEB3_DEPOSIT')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField
              id="withdrawAmountInput"
              size="small"
              label={t('WEB3_WITHDRAW_AMOUNT')}
              value={withdrawal}
              onChange={(event) => setWithdrawal(event.target.value)}
              error={!withdrawalAllowed}
              helperText={t('WEB3_WITHDRAW_LIMIT')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button
              id="withdrawEthButton"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              disabled={!withdrawalAllowed || write.isPending}
              onClick={() => write.mutate({ ...bank, functionName: 'withdraw', args: [withdrawalWei] })}
            >
              {t('WEB3_WITHDRAW')}
            </Button>
          </Stack>
        </Stack>
        {write.isSuccess && (
          <Alert severity="success" data-testid="bank-result">
            {t('WEB3_TX_CONFIRMED', { block: String(write.data.blockNumber) })}
          </Alert>
        )}
        <TransactionFailureAlert error={write.error} />
      </CardContent>
    </Card>
  )
}
