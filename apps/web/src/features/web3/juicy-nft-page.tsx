import LockIcon from '@mui/icons-material/Lock'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { PageContainer } from '../../components/page-container'
import { NftKeyForm } from './nft-key-form'
import { useNftUnlocked, useSubmitNftKey } from './web3-api'

/**
 * The shop's soul-bound NFT (unlinked route `juicy-nft`): its owner unlocks it by presenting the private key of the
 * wallet holding it. The server's answers are shown as they come, in English (they are part of the API).
 */
export default function JuicyNftPage() {
  const { t } = useTranslation()
  const unlocked = useNftUnlocked()
  const submission = useSubmitNftKey()
  const isUnlocked = unlocked.data === true

  return (
    <PageContainer maxWidth={720}>
      <Card>
        <CardMedia
          component="img"
          image="assets/public/images/JuicyChatBot.png"
          alt={t('NFT_IMAGE_ALT')}
          sx={{ maxHeight: 360, objectFit: 'contain', bgcolor: 'action.hover', p: 2 }}
        />
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="p" id="nftCaption" sx={{ mb: 2 }}>
            {t('NFT_CAPTION')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" id="juicyNftTitle">
              {t('TITLE_JUICY_NFT')}
            </Typography>
            <Chip
              size="small"
              data-testid="nft-state"
              color={isUnlocked ? 'success' : 'default'}
              icon={isUnlocked ? <LockOpenIcon /> : <LockIcon />}
              label={isUnlocked ? t('NFT_UNLOCKED') : t('NFT_SOUL_BOUND')}
            />
          </Stack>
          <Typography sx={{ mb: 2 }}>{t('NFT_UNLOCK_INTRO')}</Typography>
          {submission.data && (
            <Alert
              severity={submission.data.success ? 'success' : 'error'}
              id="nftSubmissionAnswer"
              data-testid="nft-answer"
              sx={{ mb: 2 }}
            >
              {submission.data.message}
            </Alert>
          )}
          {submission.error && (
            <Alert severity="error" data-testid="nft-answer" sx={{ mb: 2 }}>
              {messageOf(submission.error)}
            </Alert>
          )}
          {isUnlocked ? (
            <Alert
              severity="success"
              icon={<LockOpenIcon />}
              id="nftUnlockedAlert"
              data-testid="nft-unlocked"
            >
              <AlertTitle>{t('NFT_UNLOCKED')}</AlertTitle>
              {t('NFT_UNLOCKED_DETAILS')}
            </Alert>
          ) : (
            (unlocked.isSuccess || unlocked.isError) && (
              <NftKeyForm onSubmit={(key) => submission.mutate(key)} submitting={submission.isPending} />
            )
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
