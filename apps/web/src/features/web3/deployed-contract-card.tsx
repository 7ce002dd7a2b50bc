import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Abi, AbiFunction, Address } from 'viem'
import { ContractFunctionForm } from './contract-function-form'
import { CopyableAddress } from './copyable-address'

export interface DeployedContract {
  name: string
  address: Address
  abi: Abi
}

/** A contract the player deployed: its address and a form per function. */
export function DeployedContractCard({ contract }: { contract: DeployedContract }) {
  const { t } = useTranslation()
  const functions = contract.abi.filter((item): item is AbiFunction => item.type === 'function')
  return (
    <Card variant="outlined" data-testid="deployed-contract">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
          {contract.name}
        </Typography>
        <CopyableAddress address={contract.address} label={t('WEB3_CONTRACT_ADDRESS')} />
        <Stack spacing={2} sx={{ mt: 2 }}>
          {functions.length === 0 && <Typography color="text.secondary">{t('WEB3_NO_FUNCTIONS')}</Typography>}
          {functions.map((fn, index) => (
            <Fragment key={`${fn.name}-${index}`}>
              {index > 0 && <Divider />}
              <ContractFunctionForm address={contract.address} fn={fn} />
            </Fragment>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
