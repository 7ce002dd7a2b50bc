import BuildIcon from '@mui/icons-material/Build'
import CodeIcon from '@mui/icons-material/Code'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { PageContainer } from '../../components/page-container'
import { CompilerMessages } from './compiler-messages'
import { SAMPLE_CONTRACT } from './sample-contract'
import { compileSolidity } from './solc-compiler'

// Deploying needs viem and the wallet: loaded once something compiled.
const SandboxDeploy = lazy(() => import('./sandbox-deploy'))

/**
 * The developers' smart-contract sandbox (unlinked route `web3-sandbox`): an editor holding a sample contract,
 * compiled in the browser (solc in a worker), deployed and called through the active wallet.
 */
export default function Web3SandboxPage() {
  const { t } = useTranslation()
  const [source, setSource] = useState(SAMPLE_CONTRACT)
  const compile = useMutation({ mutationFn: compileSolidity })
  const contracts = compile.data?.contracts ?? []

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
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
            <Button
              id="compileButton"
              variant="contained"
              startIcon={<BuildIcon />}
              disabled={compile.isPending}
              onClick={() => compile.mutate(source)}
            >
              {t('WEB3_COMPILE')}
            </Button>
            {compile.isPending && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} />
                <Typography>{t('WEB3_COMPILING')}</Typography>
              </Stack>
            )}
          </Stack>
          {compile.error && (
            <Alert severity="error" data-testid="compile-error">
              {t('WEB3_COMPILER_UNAVAILABLE', { reason: compile.error.message })}
            </Alert>
          )}
          {compile.data && <CompilerMessages result={compile.data} />}
          {contracts.length > 0 && (
            <Suspense fallback={<CircularProgress size={24} sx={{ mt: 2 }} />}>
              <SandboxDeploy contracts={contracts} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
