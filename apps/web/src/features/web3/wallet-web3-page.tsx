import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { PageContainer } from '../../components/page-container'
import { EthBankCard } from './eth-bank-card'
import { useWallet } from './wallet-context'
import { WalletPanel } from './wallet-panel'
import { WalletScope } from './wallet-scope'
import { useExploitWalletRegistration } from './web3-network-api'

/** Tells the shop which wallet uses the bank, once per wallet address. */
function ExploitRegistration() {
  const { active } = useWallet()
  const registration = useExploitWalletRegistration(active.address)
  if (!registration.error) return null
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {messageOf(registration.error)}
    </Alert>
  )
}

/** The ETH wallet bank (unlinked route `wallet-web3`): deposit and withdraw test ETH with the active wallet. */
export default function WalletWeb3Page() {
  const { t } = useTranslation()
  return (
    <PageContainer maxWidth={800}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <AccountBalanceIcon color="primary" fontSize="large" />
        <Typography variant="h4" component="h1" id="walletWeb3Title">
          {t('TITLE_WALLET_WEB3')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('WALLET_WEB3_INTRO')}
      </Typography>
      <WalletScope>
        <ExploitRegistration />
        <WalletPanel />
        <EthBankCard />
      </WalletScope>
    </PageContainer>
  )
}
