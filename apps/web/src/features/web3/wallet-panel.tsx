import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { waitForTransactionReceipt } from 'viem/actions'
import { messageOf } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { formatAmount } from './amounts'
import { useContractValue, useEthBalance } from './chain-queries'
import { CopyableAddress } from './copyable-address'
import { TRAINING_WALLET_INFO, type Eip6963ProviderDetail } from './eip6963'
import { NewWalletDialog } from './new-wallet-dialog'
import { useWallet } from './wallet-context'
import { requestTestEth } from './web3-network-api'

/** A wallet's name as the page shows it; a legacy injected wallet announces none. */
function useWalletName() {
  const { t } = useTranslation()
  return (info: Eip6963ProviderDetail['info']) =>
    info.rdns === 'injected' ? t('WEB3_BROWSER_WALLET') : info.name
}

/**
 * The active wallet on the Web3 pages: which one it is, its address, ETH and BEE, test ETH from the faucet, a new
 * training wallet, and the switch to a browser wallet (MetaMask) where the page found one.
 */
export function WalletPanel() {
  const { t } = useTranslation()
  const nameOf = useWalletName()
  const wallet = useWallet()
  const { active, network, publicClient } = wallet
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const eth = useEthBalance(active.address)
  const bee = useContractValue<bigint>({
    address: network.contracts.beeToken,
    abi: network.abis.beeToken,
    functionName: 'balanceOf',
    args: [active.address],
  })
  const faucet = useMutation({
    mutationFn: async () => {
      const answer = await requestTestEth(active.address)
      const hash = (answer as { transactionHash?: unknown }).transactionHash
      if (typeof hash === 'string')
        await waitForTransactionReceipt(publicClient, { hash: hash as `0x${string}` })
      return answer
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.web3.chain.all }),
  })
  const connect = useMutation({ mutationFn: wallet.connectBrowserWallet })

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="wallet-panel">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <AccountBalanceWalletIcon color="primary" />
          <Typography variant="h6" component="h2">
            {t('WEB3_WALLET_TITLE')}
          </Typography>
          <Chip
            size="small"
            id="activeWallet"
            avatar={active.info.icon ? <Avatar alt="" src={active.info.icon} /> : undefined}
            label={nameOf(active.info)}
          />
        </Stack>
        <CopyableAddress id="walletAddress" address={active.address} label={t('WEB3_WALLET_ADDRESS')} />
        <Stack direction="row" spacing={3} sx={{ my: 1 }}>
          <Typography>
            {t('WEB3_ETH_BALANCE')}: <span data-testid="eth-balance">{formatAmount(eth.data)}</span> ETH
          </Typography>
          <Typography>
            {t('WEB3_BEE_BALANCE')}: <span data-testid="bee-balance">{formatAmount(bee.data)}</span> BEE
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            id="faucetButton"
            variant="outlined"
            onClick={() => faucet.mutate()}
            disabled={faucet.isPending}
          >
            {t('WEB3_GET_TEST_ETH')}
          </Button>
          {active.kind === 'training' ? (
            <Button id="newWalletButton" onClick={() => setConfirming(true)}>
              {t('WEB3_NEW_WALLET')}
            </Button>
          ) : (
            <Button id="useTrainingWalletButton" onClick={wallet.selectTrainingWallet}>
              {t('WEB3_USE_WALLET', { name: TRAINING_WALLET_INFO.name })}
            </Button>
          )}
          {wallet.browserWallets
            .filter(({ provider }) => provider !== active.provider)
            .map((browserWallet) => (
              <Button
                key={browserWallet.info.uuid}
                disabled={connect.isPending}
                onClick={() => connect.mutate(browserWallet)}
              >
                {t('WEB3_USE_WALLET', { name: nameOf(browserWallet.info) })}
              </Button>
            ))}
        </Stack>
        {faucet.data && (
          <Alert
            severity={faucet.data.success ? 'success' : 'warning'}
            data-testid="faucet-answer"
            sx={{ mt: 1 }}
          >
            {faucet.data.message}
          </Alert>
        )}
        {(faucet.error ?? connect.error) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(faucet.error ?? connect.error)}
          </Alert>
        )}
      </CardContent>
      <NewWalletDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          faucet.reset()
          wallet.newTrainingWallet()
        }}
      />
    </Card>
  )
}
