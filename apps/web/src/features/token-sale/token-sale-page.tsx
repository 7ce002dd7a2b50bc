import DescriptionIcon from '@mui/icons-material/Description'
import TokenIcon from '@mui/icons-material/Token'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { PageContainer } from '../../components/page-container'
import { useApplicationConfig } from '../../lib/application-config'
import { coinName } from './coin-name'

/** Whitepapers of a coin that does not exist: general reading on the hype instead. */
const WHITEPAPERS = [
  {
    id: 'whitepaperLink',
    labelKey: 'BTN_READ_WHITEPAPER',
    url: 'https://en.wikipedia.org/wiki/Initial_coin_offering',
  },
  {
    id: 'technicalPaperLink',
    labelKey: 'BTN_READ_TECHNICAL_PAPER',
    url: 'https://en.wikipedia.org/wiki/Blockchain',
  },
] as const

const FAQ = [
  { question: 'TOKENSALE_FAQ_WHY_QUESTION', answer: 'TOKENSALE_FAQ_WHY_ANSWER' },
  { question: 'TOKENSALE_FAQ_HOW_QUESTION', answer: 'TOKENSALE_FAQ_HOW_ANSWER' },
  { question: 'TOKENSALE_FAQ_WHEN_QUESTION', answer: 'TOKENSALE_FAQ_WHEN_ANSWER' },
  { question: 'TOKENSALE_FAQ_RISK_QUESTION', answer: 'TOKENSALE_FAQ_RISK_ANSWER' },
] as const

/** The unannounced token sale (hidden route, see lib/route-matchers): pitch, whitepapers and FAQ. */
export default function TokenSalePage() {
  const { t } = useTranslation()
  const coin = coinName(useApplicationConfig()?.application.altcoinName)

  return (
    <PageContainer>
      <PaddingImage name="56px.png" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <TokenIcon color="secondary" fontSize="large" />
            <Typography variant="h5" component="h1" id="tokenSaleTitle">
              {t('TITLE_TOKENSALE_WITH_COIN', { coin })}
            </Typography>
          </Stack>
          <Typography variant="subtitle1" color="text.secondary" gutterBottom>
            {t('TOKENSALE_TAGLINE', { coin })}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('TOKENSALE_PITCH', { coin })}</Typography>
          <Typography sx={{ mb: 2 }}>{t('TOKENSALE_PITCH_MORE', { coin })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {WHITEPAPERS.map((paper) => (
              <Button
                key={paper.id}
                id={paper.id}
                variant="outlined"
                startIcon={<DescriptionIcon />}
                href={paper.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(paper.labelKey)}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('TITLE_TOKENSALE_FAQ')}
      </Typography>
      <Grid container spacing={2}>
        {FAQ.map((entry) => (
          <Grid key={entry.question} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }} data-testid="token-sale-faq">
              <CardContent>
                <Typography variant="subtitle1" component="h3" gutterBottom sx={{ fontWeight: 600 }}>
                  {t(entry.question, { coin })}
                </Typography>
                <Typography color="text.secondary">{t(entry.answer, { coin })}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  )
}
