import RocketLaunchIcon from '@mui/icons-material/RocketLaunch'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Abi } from 'viem'
import { deployContract } from 'viem/actions'
import { ArgumentError, parseArgumentList } from './abi-arguments'
import { useSendAndConfirm } from './chain-queries'
import { DeployedContractCard, type DeployedContract } from './deployed-contract-card'
import { parseEthAmount } from './amounts'
import type { CompiledContract } from './solc-compiler'
import { TransactionFailureAlert } from './transaction-failure-alert'
import { useWallet } from './wallet-context'
import { WalletPanel } from './wallet-panel'
import { WalletScope } from './wallet-scope'

type AbiConstructor = Extract<Abi[number], { type: 'constructor' }>

const keyOf = (contract: CompiledContract) => `${contract.file}:${contract.name}`

/** Deploys one of the compiled contracts through the active wallet and lists the deployed ones. */
function DeployForm({ contracts }: { contracts: CompiledContract[] }) {
  const { t } = useTranslation()
  const { walletClient, active, chain } = useWallet()
  const confirm = useSendAndConfirm()
  const [selected, setSelected] = useState(() => keyOf(contracts[contracts.length - 1] ?? contracts[0]!))
  const [argumentText, setArgumentText] = useState('')
  const [value, setValue] = useState('')
  const [deployed, setDeployed] = useState<DeployedContract[]>([])
  const contract = contracts.find((candidate) => keyOf(candidate) === selected) ?? contracts[0]
  const constructor = contract?.abi.find((item): item is AbiConstructor => item.type === 'constructor')
  const parameters = constructor?.inputs ?? []

  const deploy = useMutation({
    mutationFn: async () => {
      if (!contract) throw new Error('no contract')
      const args = parseArgumentList(argumentText, parameters)
      const wei = value.trim() === '' ? undefined : parseEthAmount(value)
      if (value.trim() !== '' && wei === undefined)
        throw new ArgumentError('WEB3_ARGUMENT_INVALID', { position: 'ETH', type: 'ether' })
      const receipt = await confirm(() =>
        deployContract(walletClient, {
          abi: contract.abi,
          bytecode: contract.bytecode,
          args,
          value: wei,
          account: active.address,
          chain,
        }),
      )
      if (!receipt.contractAddress) throw new Error('no contract address in the receipt')
      return { name: contract.name, address: receipt.contractAddress, abi: contract.abi }
    },
    onSuccess: (created) => setDeployed((current) => [created, ...current]),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    deploy.mutate()
  }

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          id="contractSelect"
          select
          label={t('WEB3_CONTRACT_TO_DEPLOY')}
          value={contract ? keyOf(contract) : ''}
          onChange={(event) => setSelected(event.target.value)}
        >
          {contracts.map((candidate) => (
            <MenuItem key={keyOf(candidate)} value={keyOf(candidate)}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="constructorArgsInput"
          label={t('WEB3_CONSTRUCTOR_ARGUMENTS')}
          value={argumentText}
          onChange={(event) => setArgumentText(event.target.value)}
          helperText={
            parameters.length === 0
              ? t('WEB3_CONSTRUCTOR_NONE')
              : `constructor(${parameters.map(({ type, name }) => `${type}${name ? ` ${name}` : ''}`).join(', ')})`
          }
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {constructor?.stateMutability === 'payable' && (
          <TextField
            id="deployValueInput"
            label={t('WEB3_VALUE_ETH')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Button
          id="deployButton"
          type="submit"
          variant="contained"
          startIcon={<RocketLaunchIcon />}
          disabled={!contract || deploy.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('WEB3_DEPLOY')}
        </Button>
      </Stack>
      {deploy.isSuccess && (
        <Alert severity="success" data-testid="deploy-result" sx={{ wordBreak: 'break-all' }}>
          {t('WEB3_DEPLOYED_AT', { name: deploy.data.name, address: deploy.data.address })}
        </Alert>
      )}
      {deploy.error instanceof ArgumentError ? (
        <Alert severity="error">{t(deploy.error.key, deploy.error.values)}</Alert>
      ) : (
        <TransactionFailureAlert error={deploy.error} />
      )}
      {deployed.map((created) => (
        <DeployedContractCard key={created.address} contract={created} />
      ))}
    </Stack>
  )
}

/** The sandbox's deployment part (its own chunk, with viem): the wallet, the deploy form, the deployed contracts. */
export default function SandboxDeploy({ contracts }: { contracts: CompiledContract[] }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('WEB3_DEPLOY_TITLE')}
      </Typography>
      <WalletScope>
        <WalletPanel />
        <DeployForm contracts={contracts} />
      </WalletScope>
    </Stack>
  )
}
