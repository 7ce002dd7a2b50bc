import ConstructionIcon from '@mui/icons-material/Construction'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from './padding-image'
import { PageContainer } from './page-container'

interface ComingSoonPageProps {
  /** Translation key of the screen's title. */
  titleKey: string
  /** Tiny image the finished page loads (data.md §7.7); kept so the page is already "found". */
  paddingImage?: string
}

/** Stand-in for screens that later work builds; names the screen so testers know where they are. */
export function ComingSoonPage({ titleKey, paddingImage }: ComingSoonPageProps) {
  const { t } = useTranslation()
  const screen = t(titleKey)
  return (
    <PageContainer>
      <Card data-testid="coming-soon">
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <ConstructionIcon sx={{ fontSize: 56, mb: 2 }} color="secondary" />
          <Typography variant="h5" component="h1" gutterBottom>
            {screen}
          </Typography>
          <Typography color="text.secondary">{t('COMING_SOON_TEXT', { screen })}</Typography>
          {paddingImage && <PaddingImage name={paddingImage} />}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
