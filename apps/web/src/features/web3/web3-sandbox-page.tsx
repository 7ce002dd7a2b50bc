import CodeIcon from '@mui/icons-material/Code'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { PageContainer } from '../../components/page-container'
import { SAMPLE_CONTRACT } from './sample-contract'

/** The developers' smart-contract sandbox (unlinked route `web3-sandbox`): an editor holding a sample contract. */
export default function Web3SandboxPage() {
  const { t } = useTranslation()
  const [source, setSource] = useState(SAMPLE_CONTRACT)

  return (
    <PageContainer>
      <PaddingImage name="11px.png" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <CodeIcon color="secondary" fontSize="large" />
            <Typography variant="h5" component="h1" id="web3SandboxTitle">
              {t('TITLE_WEB3_SANDBOX')}
            </Typography>
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('WEB3_SANDBOX_INTRO')}
          </Typography>
          <TextField
            id="sandboxEditor"
            label={t('LABEL_WEB3_SANDBOX_EDITOR')}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            multiline
            minRows={16}
            fullWidth
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoCapitalize: 'off',
                autoCorrect: 'off',
                style: { fontFamily: 'monospace', fontSize: 14, lineHeight: 1.5, whiteSpace: 'pre' },
              },
            }}
          />
        </CardContent>
      </Card>
    </PageContainer>
  )
}
