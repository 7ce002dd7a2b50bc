import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { DEFAULT_APPLICATION_NAME, useApplicationConfig } from '../../lib/application-config'
import { PrivacyPolicyText } from './privacy-policy-text'

export const DEFAULT_PRIVACY_CONTACT_EMAIL = 'donotreply@owasp-juice.shop'

/** The address the shop is served from, without the page name or a trailing slash. */
export function applicationUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  const path = location.pathname.replace(/index\.html$/, '').replace(/\/+$/, '')
  return `${location.origin}${path}`
}

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation()
  const config = useApplicationConfig()
  const application = config?.application
  return (
    <Card>
      <CardContent
        data-testid="privacy-policy"
        sx={{
          '& .hot': { borderRadius: 0.5, transition: 'background-color 0.2s' },
          '& .hot:hover': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {t('TITLE_PRIVACY_POLICY')}
        </Typography>
        {!i18n.language.startsWith('en') && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('PRIVACY_POLICY_ENGLISH_ONLY')}
          </Alert>
        )}
        <PrivacyPolicyText
          applicationName={application?.name || DEFAULT_APPLICATION_NAME}
          applicationUrl={applicationUrl(window.location)}
          contactEmail={application?.privacyContactEmail || DEFAULT_PRIVACY_CONTACT_EMAIL}
        />
        <PaddingImage name="81px.png" />
      </CardContent>
    </Card>
  )
}
