import BlockIcon from '@mui/icons-material/Block'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageContainer } from '../../components/page-container'

/** The 403 page: shows the translated message named by the error key. */
export function ForbiddenPage({ error }: { error: string | null }) {
  const { t } = useTranslation()
  return (
    <PageContainer maxWidth={640}>
      <Card data-testid="forbidden-page">
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <BlockIcon color="error" sx={{ fontSize: 56, mb: 1 }} />
          <Typography variant="h5" component="h1" gutterBottom>
            {t('TITLE_403')}
          </Typography>
          <Typography id="error-message" color="error">
            {error ? t(error) : t('UNAUTHORIZED_PAGE_ACCESS_ERROR')}
          </Typography>
        </CardContent>
      </Card>
    </PageContainer>
  )
}

/** Route `/403?error=<KEY>`. */
export function ForbiddenRoute() {
  const [params] = useSearchParams()
  return <ForbiddenPage error={params.get('error')} />
}
