import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AbiFunction, Address } from 'viem'
import { readContract, writeContract } from 'viem/actions'
import { ArgumentError, formatResult, parseArgument } from './abi-arguments'
import { useSendAndConfirm } from './chain-queries'
import { parseEthAmount } from './amounts'
import { TransactionFailureAlert } from './transaction-failure-alert'
import { useWallet } from './wallet-context'

const isReadOnly = (fn: AbiFunction) => fn.stateMutability === 'view' || fn.stateMutability === 'pure'

/** The label of a parameter field: its name (or position) and type. */
const parameterLabel = (name: string | undefined, type: string, index: number) =>
  `${name || `#${index + 1}`} (${type})`

/**
 * One function of a deployed contract: a field per input (and for ETH where it is payable) and "Call" for view
 * functions (read through the shop's RPC) or "Send" for the others (a transaction from the active wallet).
 */
export function ContractFunctionForm({ address, fn }: { address: Address; fn: AbiFunction }) {
  const { t } = useTranslation()
  const { publicClient, walletClient, active, chain } = useWallet()
  const confirm = useSendAndConfirm()
  const [inputs, setInputs] = useState<string[]>(() => fn.inputs.map(() => ''))
  const [value, setValue] = useState('')
  const readOnly = isReadOnly(fn)
  const payable = fn.stateMutability === 'payable'
  const abi = [fn]

  const run = useMutation({
    mutationFn: async () => {
      const args = fn.inputs.map((input, index) => parseArgument(inputs[index] ?? '', input, index + 1))
      if (readOnly)
        return {
          result: formatResult(
            await readContract(publicClient, { address, abi, functionName: fn.name, args }),
          ),
        }
      const wei = value.trim() === '' ? undefined : parseEthAmount(value)
      if (value.trim() !== '' && wei === undefined)
        throw new ArgumentError('WEB3_ARGUMENT_INVALID', { position: 'ETH', type: 'ether' })
      const receipt = await confirm(() =>
        writeContract(walletClient, {
          address,
          abi,
          functionName: fn.name,
          args,
          value: wei,
          account: active.address,
          chain,
        }),
      )
      return { block: String(receipt.blockNumber), hash: receipt.transactionHash }
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    run.mutate()
  }

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit} data-testid={`function-${fn.name}`}>
      <Typography sx={{ fontFamily: 'monospace' }}>
        {fn.name}({fn.inputs.map(({ type, name }) => `${type}${name ? ` ${name}` : ''}`).join(', ')})
        {fn.outputs.length > 0 && ` → ${fn.outputs.map(({ type }) => type).join(', ')}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'flex-start' }}>
        {fn.inputs.map((input, index) => (
          <TextField
            key={index}
            size="small"
            label={parameterLabel(input.name, input.type, index)}
            value={inputs[index] ?? ''}
            onChange={(event) =>
              setInputs((current) => current.map((text, at) => (at === index ? event.target.value : text)))
            }
          />
        ))}
        {payable && (
          <TextField
            size="small"
            label={t('WEB3_VALUE_ETH')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <Button type="submit" variant={readOnly ? 'outlined' : 'contained'} disabled={run.isPending}>
          {readOnly ? t('WEB3_CALL') : t('WEB3_SEND')}
        </Button>
      </Stack>
      {run.data && (
        <Alert severity="success" data-testid="function-result" sx={{ wordBreak: 'break-all' }}>
          {'result' in run.data
            ? t('WEB3_CALL_RESULT', { result: run.data.result })
            : t('WEB3_TX_CONFIRMED', { block: run.data.block })}
        </Alert>
      )}
      {run.error instanceof ArgumentError ? (
        <Alert severity="error">{t(run.error.key, run.error.values)}</Alert>
      ) : (
        <TransactionFailureAlert error={run.error} />
      )}
    </Stack>
  )
}
