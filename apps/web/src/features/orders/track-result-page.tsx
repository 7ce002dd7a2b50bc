import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageContainer } from '../../components/page-container'
import { OrderLinesTable } from './order-lines-table'
import { etaText, ORDER_STAGES, orderStage, type OrderStage } from './order-rules'
import { useTrackedOrder } from './orders-api'

const stageKeys: Record<OrderStage, string> = {
  NEW: 'STAGE_NEW',
  PACKING: 'STAGE_PACKING',
  TRANSIT: 'STAGE_TRANSIT',
  DELIVERED: 'STAGE_DELIVERED',
}

/** track-result and track-result/new: the order's stage, eta, products and bonus. */
// vuln-code-snippet start reflectedXssChallenge
export default function TrackResultPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const order = useTrackedOrder(id).data
  // vuln-code-snippet hide-line reflectedXssChallenge
  const stage = order ? orderStage(order, isNew) : 'NEW'

  return (
    <PageContainer>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('TITLE_TRACK_ORDERS')}
          </Typography>
          {order && (
            <Typography gutterBottom>
              {/* vuln-code-snippet hide-start reflectedXssChallenge */}
              {t('LABEL_SEARCH_RESULTS_FOR_ORDER')}{' '}
              {/* The server echoes the id it was asked for; it is shown as trusted HTML. */}
              {/* vuln-code-snippet hide-end reflectedXssChallenge */}
              <code
                data-testid="tracked-order-id"
                dangerouslySetInnerHTML={{ __html: order.orderId }} // vuln-code-snippet vuln-line reflectedXssChallenge
              />
            </Typography>
          )}
          {/* vuln-code-snippet hide-start reflectedXssChallenge */}
          <Stepper
            activeStep={ORDER_STAGES.indexOf(stage)}
            alternativeLabel
            sx={{ my: 3 }}
            data-testid="order-stage"
            data-stage={stage}
          >
            {ORDER_STAGES.map((name) => (
              <Step key={name} completed={ORDER_STAGES.indexOf(name) <= ORDER_STAGES.indexOf(stage)}>
                <StepLabel>{t(stageKeys[name])}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography data-testid="order-eta">
            {t('LABEL_EXPECTED_DELIVERY_DAYS', { eta: order ? etaText(order.eta) : '?' })}
          </Typography>
          {order?.products && (
            <OrderLinesTable
              label={t('TITLE_TRACK_ORDERS')}
              lines={order.products.map((product, index) => ({ key: index, ...product }))}
            />
          )}
          {order?.bonus !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('BONUS_POINTS_EARNED', { bonus: order.bonus })}
            </Typography>
          )}
          {/* vuln-code-snippet hide-end reflectedXssChallenge */}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
// vuln-code-snippet end reflectedXssChallenge
