import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { GITHUB_URL } from '../../app/shell/navigation'
import type { ApplicationConfig } from '../../lib/application-config'

/** Contribution and feedback boxes under the challenge list. */
export function InfoBoxes({ config }: { config: ApplicationConfig | undefined }) {
  const { t } = useTranslation()
  const questionnaire = config?.application.social?.questionnaireUrl
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 3 }}>
      <Card variant="outlined" sx={{ flex: 1 }} data-testid="contribution-box">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_CONTRIBUTE')}
          </Typography>
          <Typography variant="body2">
            {t('INFO_CONTRIBUTE')}{' '}
            {config?.application.showGitHubLinks !== false && (
              <Link href={GITHUB_URL} target="_blank" rel="noopener noreferrer">
                {t('NAV_GITHUB')}
              </Link>
            )}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ flex: 1 }} data-testid="feedback-box">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_FEEDBACK')}
          </Typography>
          <Typography variant="body2">
            {t('INFO_FEEDBACK')}{' '}
            {questionnaire ? (
              <Link href={questionnaire} target="_blank" rel="noopener noreferrer">
                {t('LINK_QUESTIONNAIRE')}
              </Link>
            ) : (
              <Link component={RouterLink} to="/contact">
                {t('NAV_CUSTOMER_FEEDBACK')}
              </Link>
            )}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  )
}
