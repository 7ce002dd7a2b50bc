import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { PageContainer } from '../../components/page-container'
import { CardPanel } from './card-panel'

/** saved-payment-methods: the card panel with deletion allowed. */
export default function SavedPaymentMethodsPage() {
  return (
    <PageContainer>
      <Card>
        <CardContent>
          <CardPanel />
        </CardContent>
      </Card>
    </PageContainer>
  )
}
