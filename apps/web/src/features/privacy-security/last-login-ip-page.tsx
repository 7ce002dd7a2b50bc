import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../lib/session'

// vuln-code-snippet start httpHeaderXssChallenge
/** The IP address recorded at the previous logout, read from the `data` claim of the session token. */
export default function LastLoginIpPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const lastLoginIp = typeof user?.lastLoginIp === 'string' ? user.lastLoginIp : ''
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('TITLE_LAST_LOGIN_IP')}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary">
          {t('LABEL_LAST_IP_ADDRESS')}
        </Typography>
        {lastLoginIp === '' ? (
          <Typography data-testid="last-login-ip-unknown">{t('LAST_LOGIN_IP_UNKNOWN')}</Typography>
        ) : (
          // The value comes from the True-Client-IP header the server stored without validation. // vuln-code-snippet hide-line httpHeaderXssChallenge
          <Typography
            data-testid="last-login-ip"
            dangerouslySetInnerHTML={{ __html: lastLoginIp }} // vuln-code-snippet vuln-line httpHeaderXssChallenge
          />
        )}
      </CardContent>
    </Card>
  )
}
// vuln-code-snippet end httpHeaderXssChallenge
