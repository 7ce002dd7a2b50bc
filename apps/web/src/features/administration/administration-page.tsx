import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PaddingImage } from '../../components/padding-image'
import { PageContainer } from '../../components/page-container'
import { FeedbackTable } from './feedback-table'
import { UsersTable } from './users-table'

/** administration (admin guard): all users and all customer feedback side by side on wide screens. */
export default function AdministrationPage() {
  const { t } = useTranslation()
  return (
    <PageContainer maxWidth={1280}>
      <PaddingImage name="19px.png" />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_ADMINISTRATION')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <UsersTable />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <FeedbackTable />
        </Grid>
      </Grid>
    </PageContainer>
  )
}
