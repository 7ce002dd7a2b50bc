import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { WalletStateProvider } from './wallet-context'
import { useWeb3Network } from './web3-network-api'

/** Loads the shop's chain (started on first use) and provides the wallet to the content once it is there. */
export function WalletScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const network = useWeb3Network()
  if (network.isPending)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('WEB3_CHAIN_LOADING')}</Typography>
      </Stack>
    )
  if (network.isError)
    return (
      <Alert severity="error" data-testid="web3-network-error">
        {t('WEB3_CHAIN_UNAVAILABLE', { reason: messageOf(network.error) })}
      </Alert>
    )
  return <WalletStateProvider network={network.data}>{children}</WalletStateProvider>
}
