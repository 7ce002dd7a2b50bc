import GavelIcon from '@mui/icons-material/Gavel'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '../../components/page-container'
import { DEFAULT_APPLICATION_NAME, useApplicationConfig } from '../../lib/application-config'
import { FeedbackSlideshow } from './feedback-slideshow'
import { SocialButtons } from './social-buttons'

/** The legal terms sit in the public file folder (directoryListingChallenge starts from this link). */
export const LEGAL_TERMS_PATH = 'ftp/legal.md'

/** about (open to everyone): who we are, the legal terms, customer feedback and social links. */
export default function AboutPage() {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const shopName = config?.application.name ?? DEFAULT_APPLICATION_NAME

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('TITLE_ABOUT')}
            </Typography>
            <Typography id="aboutText">{t('ABOUT_SHOP_TEXT', { shop: shopName })}</Typography>
            <Typography>
              <GavelIcon fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} />
              {t('ABOUT_LEGAL_INTRO')}{' '}
              <Link id="legalTermsLink" href={LEGAL_TERMS_PATH} target="_blank" rel="noopener">
                {t('LINK_TERMS_OF_USE')}
              </Link>
            </Typography>
            <Typography variant="h6" component="h2">
              {t('TITLE_CUSTOMER_FEEDBACK')}
            </Typography>
            <FeedbackSlideshow />
            <SocialButtons config={config} />
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
