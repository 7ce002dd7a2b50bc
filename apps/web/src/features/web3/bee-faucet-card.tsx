import WaterDropIcon from '@mui/icons-material/WaterDrop'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { parseBeeAmount } from './amounts'
import { useContractValue, useContractWrite } from './chain-queries'
import { TransactionFailureAlert } from './transaction-failure-alert'
import { useWallet } from './wallet-context'

/** The Bee Haven faucet: its remaining budget and a withdrawal of whole BEE. */
export function BeeFaucetCard() {
  const { t } = useTranslation()
  const { network } = useWallet()
  const [text, setText] = useState('10')
  const amount = parseBeeAmount(text)
  const faucet = { address: network.contracts.beeFaucet, abi: network.abis.beeFaucet }
  const budget = useContractValue<number>({ ...faucet, functionName: 'balance' })
  const withdraw = useContractWrite()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (amount !== undefined) withdraw.mutate({ ...faucet, functionName: 'withdraw', args: [amount] })
  }

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <WaterDropIcon color="warning" />
          <Typography variant="h6" component="h2">
            {t('WEB3_BEE_FAUCET_TITLE')}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 2 }}>
          {t('WEB3_BEE_FAUCET_BUDGET')}:{' '}
          <strong data-testid="faucet-budget">{budget.data === undefined ? '…' : String(budget.data)}</strong>{' '}
          BEE
        </Typography>
        <Stack component="form" noValidate direction="row" spacing={1} onSubmit={submit} sx={{ mb: 1 }}>
          <TextField
            id="beeAmountInput"
            label={t('WEB3_BEE_AMOUNT')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={amount === undefined}
            helperText={amount === undefined ? t('WEB3_BEE_AMOUNT_RANGE') : ' '}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: 255 } }}
          />
          <Button
            id="withdrawBeeButton"
            type="submit"
            variant="contained"
            disabled={amount === undefined || withdraw.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('WEB3_WITHDRAW_BEE')}
          </Button>
        </Stack>
        {withdraw.isSuccess && (
          <Alert severity="success" data-testid="withdraw-result">
            {t('WEB3_BEE_WITHDRAWN', { amount: String(withdraw.variables.args?.[0] ?? '') })}
          </Alert>
        )}
        <TransactionFailureAlert error={withdraw.error} />
      </CardContent>
    </Card>
  )
}
