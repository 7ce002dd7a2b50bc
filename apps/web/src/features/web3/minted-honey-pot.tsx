import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Web3Answer } from './web3-network-api'

/** The freshly minted Honey Pot and the shop's verdict on the mint (its own message, as the server sent it). */
export function MintedHoneyPot({ tokenId, verification }: { tokenId?: bigint; verification: Web3Answer }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1} data-testid="minted-honey-pot">
      <Alert
        severity={verification.success ? 'success' : 'info'}
        id="nftMintAnswer"
        data-testid="nft-mint-answer"
      >
        {verification.message}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src="assets/public/images/HoneyPot.png"
          alt={t('WEB3_HONEY_POT_IMAGE_ALT')}
          sx={{ width: 72, height: 72, objectFit: 'contain' }}
        />
        <Typography data-testid="minted-token">
          {t('WEB3_HONEY_POT_MINTED', { id: tokenId === undefined ? '?' : String(tokenId) })}
        </Typography>
      </Stack>
    </Stack>
  )
}
