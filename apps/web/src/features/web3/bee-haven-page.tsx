import HiveIcon from '@mui/icons-material/Hive'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { PageContainer } from '../../components/page-container'
import { BeeFaucetCard } from './bee-faucet-card'
import { HoneyPotCard } from './honey-pot-card'
import { WalletPanel } from './wallet-panel'
import { WalletScope } from './wallet-scope'
import { useNftMintListening } from './web3-network-api'

/**
 * The Bee Haven (unlinked route `bee-haven`, announced on the photo wall): BEE from the faucet and the Honey Pot NFT
 * for 1000 of them. On arrival the shop starts listening for mints.
 */
export default function BeeHavenPage() {
  const { t } = useTranslation()
  const listening = useNftMintListening()

  return (
    <PageContainer maxWidth={800}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <HiveIcon color="warning" fontSize="large" />
        <Typography variant="h4" component="h1" id="beeHavenTitle">
          {t('TITLE_BEE_HAVEN')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('BEE_HAVEN_INTRO')}
      </Typography>
      {listening.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(listening.error)}
        </Alert>
      )}
      <WalletScope>
        <WalletPanel />
        <BeeFaucetCard />
        <HoneyPotCard />
      </WalletScope>
    </PageContainer>
  )
}
