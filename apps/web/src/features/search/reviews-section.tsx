import EditIcon from '@mui/icons-material/Edit'
import SendIcon from '@mui/icons-material/Send'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { messageOf } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { useSession } from '../../lib/session'
import { ReviewEditDialog } from './review-edit-dialog'
import {
  canEditReview,
  canLikeReview,
  canSubmitReview,
  createReview,
  LIKE_REFRESH_DELAY_MS,
  likeReview,
  REVIEW_MAX_LENGTH,
  useReviews,
  type Review,
} from './reviews-api'

interface ReviewItemProps {
  review: Review
  email: string | undefined
  loggedIn: boolean
  onLike: (review: Review) => void
  onEdit: (review: Review) => void
}

function ReviewItem({ review, email, loggedIn, onLike, onEdit }: ReviewItemProps) {
  const { t } = useTranslation()
  return (
    <ListItem data-testid="review" disableGutters alignItems="flex-start" sx={{ gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" data-testid="review-author">
          {review.author}
        </Typography>
        <Typography variant="body2" data-testid="review-message" sx={{ overflowWrap: 'anywhere' }}>
          {review.message}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <IconButton
          size="small"
          aria-label={t('LABEL_LIKE_REVIEW')}
          disabled={!canLikeReview(review, loggedIn)}
          onClick={() => onLike(review)}
          data-testid="like-review"
        >
          <ThumbUpIcon fontSize="small" />
        </IconButton>
        <Typography variant="body2" data-testid="review-likes" sx={{ minWidth: 16 }}>
          {review.likesCount}
        </Typography>
        {canEditReview(review, email) && (
          <IconButton
            size="small"
            aria-label={t('BTN_EDIT_REVIEW')}
            onClick={() => onEdit(review)}
            data-testid="edit-review"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </ListItem>
  )
}

function NewReviewForm({ onSubmit }: { onSubmit: (message: string) => Promise<boolean> }) {
  const { t } = useTranslation()
  const [message, setMessage] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault()
    if (!canSubmitReview(message)) return
    setSending(true)
    if (await onSubmit(message)) setMessage('')
    setSending(false)
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <TextField
        id="newReviewText"
        label={t('LABEL_WRITE_REVIEW')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        helperText={`${message.length}/${REVIEW_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: REVIEW_MAX_LENGTH } }}
        multiline
        minRows={2}
        fullWidth
      />
      <Button
        type="submit"
        id="submitButton"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={!canSubmitReview(message) || sending}
        sx={{ mt: 1 }}
      >
        {t('BTN_SUBMIT')}
      </Button>
    </Box>
  )
}

/** Reviews of one product: list with likes, own-review editing, and a new review for logged-in users. */
export function ReviewsSection({ productId }: { productId: number }) {
  const { t } = useTranslation()
  const session = useSession()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Review | null>(null)
  const [editSaved, setEditSaved] = useState(false)
  const [likedNow, setLikedNow] = useState<ReadonlySet<string>>(new Set())
  const timers = useRef<number[]>([])
  const email = session.user?.email
  const reviews = useReviews(productId)

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  // Confirm an edit only once its dialog is gone: closing a nested dialog hides everything else that is
  // already on the page from assistive technology, a snackbar included.
  useEffect(() => {
    if (editing !== null || !editSaved) return
    setEditSaved(false)
    showSnackbar({ text: t('CONFIRM_CHANGES_SAVED'), severity: 'success' })
  }, [editing, editSaved, showSnackbar, t])

  const refresh = (): Promise<void> =>
    queryClient.invalidateQueries({ queryKey: queryKeys.products.reviews(productId) })

  const like = async (review: Review): Promise<void> => {
    setLikedNow((before) => new Set(before).add(review._id))
    try {
      await likeReview(review._id)
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    }
    // The server finishes recording the like a moment after answering.
    timers.current.push(window.setTimeout(() => void refresh(), LIKE_REFRESH_DELAY_MS))
  }

  const submit = async (message: string): Promise<boolean> => {
    try {
      await createReview(productId, message, email ?? '')
      showSnackbar({ text: t('CONFIRM_REVIEW_SAVED'), severity: 'success' })
      await refresh()
      return true
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
      return false
    }
  }

  const list = (reviews.data ?? []).map((review) =>
    likedNow.has(review._id) ? { ...review, liked: true } : review,
  )
  return (
    <Box sx={{ mt: 2 }} data-testid="reviews">
      <Typography variant="subtitle1" component="h3">
        {t('LABEL_REVIEWS', { count: list.length })}
      </Typography>
      {reviews.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="empty-review-list">
          {t('EMPTY_REVIEW_LIST')}
        </Typography>
      )}
      <List dense disablePadding>
        {list.map((review) => (
          <ReviewItem
            key={review._id}
            review={review}
            email={email}
            loggedIn={session.isLoggedIn}
            onLike={(target) => void like(target)}
            onEdit={setEditing}
          />
        ))}
      </List>
      {session.isLoggedIn && <NewReviewForm onSubmit={submit} />}
      {editing && (
        <ReviewEditDialog
          review={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            setEditSaved(true)
            void refresh()
          }}
        />
      )}
    </Box>
  )
}
