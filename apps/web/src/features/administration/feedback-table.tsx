import DeleteIcon from '@mui/icons-material/Delete'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Rating from '@mui/material/Rating'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../../lib/api-client'
import { RATING_MAX } from '../../lib/feedback-rating'
import { queryKeys } from '../../lib/query-keys'
import { FeedbackDetailsDialog } from './feedback-details-dialog'
import { deleteFeedback, useFeedbacks, type Feedback } from './feedback-api'
import { usePagedRows } from './paged-rows'

/** All customer feedback with rating and a delete button. */
export function FeedbackTable() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const feedbacks = useFeedbacks()
  const { visible, pagination } = usePagedRows(feedbacks.data ?? [], 'feedbackPagination')
  const [chosen, setChosen] = useState<Feedback | null>(null)
  const [error, setError] = useState<string | null>(null)

  const remove = async (feedback: Feedback): Promise<void> => {
    try {
      await deleteFeedback(feedback.id)
      setError(null)
    } catch (failure) {
      setError(messageOf(failure))
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.administration.feedbacks })
  }

  return (
    <Card>
      {/* On phones the table scrolls sideways inside the card rather than being cut off by it. */}
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('TITLE_CUSTOMER_FEEDBACK')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <Table size="small" id="feedbackTable" aria-label={t('TITLE_CUSTOMER_FEEDBACK')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('LABEL_USER_ID')}</TableCell>
              <TableCell>{t('LABEL_COMMENT')}</TableCell>
              <TableCell>{t('LABEL_RATING')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          {/* vuln-code-snippet start persistedXssFeedbackChallenge */}
          <TableBody>
            {visible.map((feedback) => (
              <TableRow
                key={feedback.id}
                hover
                data-testid="admin-feedback"
                data-feedback-id={feedback.id}
                data-rating={feedback.rating}
              >
                <TableCell>{feedback.UserId ?? ''}</TableCell>
                <TableCell
                  onClick={() => setChosen(feedback)}
                  sx={{ cursor: 'pointer', wordBreak: 'break-word' }}
                  title={t('LABEL_SHOW_FEEDBACK_DETAILS')}
                  dangerouslySetInnerHTML={{ __html: feedback.comment ?? '' }} // vuln-code-snippet neutral-line persistedXssFeedbackChallenge
                />
                {/* vuln-code-snippet end persistedXssFeedbackChallenge */}
                <TableCell>
                  <Rating
                    value={feedback.rating}
                    max={RATING_MAX}
                    readOnly
                    size="small"
                    aria-label={t('LABEL_RATING_OF', { rating: feedback.rating, max: RATING_MAX })}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={t('LABEL_DELETE_FEEDBACK', { id: feedback.id })}
                    className="delete-feedback-button"
                    onClick={() => void remove(feedback)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pagination}
      </CardContent>
      <FeedbackDetailsDialog feedback={chosen} onClose={() => setChosen(null)} />
    </Card>
  )
}
