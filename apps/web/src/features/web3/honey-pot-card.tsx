import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { parseEther, parseEventLogs } from 'viem'
import { writeContract } from 'viem/actions'
import { formatAmount } from './amounts'
import { useContractValue, useContractWrite, useSendAndConfirm } from './chain-queries'
import { MintedHoneyPot } from './minted-honey-pot'
import { TransactionFailureAlert } from './transaction-failure-alert'
import { useWallet } from './wallet-context'
import { verifyNftMint } from './web3-network-api'

/** The Honey Pot NFT: its price in BEE, the approval of that price, and the mint (then verified by the shop). */
export function HoneyPotCard() {
  const { t } = useTranslation()
  const { network, active, walletClient, chain } = useWallet()
  const nft = { address: network.contracts.honeyPotNft, abi: network.abis.honeyPotNft }
  const bee = { address: network.contracts.beeToken, abi: network.abis.beeToken }
  const price = useContractValue<bigint>({ ...nft, functionName: 'PRICE' })
  const allowance = useContractValue<bigint>({
    ...bee,
    functionName: 'allowance',
    args: [active.address, nft.address],
  })
  const owned = useContractValue<bigint>({ ...nft, functionName: 'balanceOf', args: [active.address] })
  const approve = useContractWrite()
  const confirm = useSendAndConfirm()
  const mint = useMutation({
    mutationFn: async () => {
      const receipt = await confirm(() =>
        writeContract(walletClient, { ...nft, functionName: 'mintNFT', account: active.address, chain }),
      )
      const minted = parseEventLogs({ abi: nft.abi, logs: receipt.logs, eventName: 'NFTMinted' })[0]
      const tokenId = (minted?.args as { tokenId?: bigint } | undefined)?.tokenId
      return { tokenId, verification: await verifyNftMint(active.address) }
    },
  })
  const cost = price.data ?? parseEther('1000')

  return (
    <Card sx={{ mb: 2 }}>
      <CardMedia
        component="img"
        image="assets/public/images/HoneyPot.png"
        alt={t('WEB3_HONEY_POT_IMAGE_ALT')}
        sx={{ maxHeight: 220, objectFit: 'contain', bgcolor: 'action.hover', p: 2 }}
      />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('WEB3_HONEY_POT_TITLE')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('WEB3_HONEY_POT_INTRO')}</Typography>
        <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Typography>
            {t('WEB3_NFT_PRICE')}: <strong data-testid="nft-price">{formatAmount(price.data)}</strong> BEE
          </Typography>
          <Typography>
            {t('WEB3_BEE_APPROVED')}:{' '}
            <strong data-testid="bee-allowance">{formatAmount(allowance.data)}</strong> BEE
          </Typography>
          <Typography>
            {t('WEB3_HONEY_POTS_OWNED')}:{' '}
            <strong data-testid="honey-pots-owned">
              {owned.data === undefined ? '…' : String(owned.data)}
            </strong>
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            id="approveBeeButton"
            variant="outlined"
            disabled={approve.isPending}
            onClick={() => approve.mutate({ ...bee, functionName: 'approve', args: [nft.address, cost] })}
          >
            {t('WEB3_APPROVE_BEE', { amount: formatAmount(cost) })}
          </Button>
          <Button
            id="mintNftButton"
            variant="contained"
            disabled={mint.isPending}
            onClick={() => mint.mutate()}
          >
            {t('WEB3_MINT_HONEY_POT')}
          </Button>
        </Stack>
        {approve.isSuccess && (
          <Alert severity="success" data-testid="approve-result" sx={{ mb: 1 }}>
            {t('WEB3_BEE_APPROVAL_DONE', { amount: formatAmount(cost) })}
          </Alert>
        )}
        <TransactionFailureAlert error={approve.error ?? mint.error} />
        {mint.data && <MintedHoneyPot tokenId={mint.data.tokenId} verification={mint.data.verification} />}
      </CardContent>
    </Card>
  )
}
