import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RATING_MAX } from '../../lib/feedback-rating'
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion'
import { useFeedbacks } from '../administration'
import {
  buildSlides,
  nextIndex,
  previousIndex,
  SLIDESHOW_HEIGHT_PX,
  SLIDESHOW_INTERVAL_MS,
} from './slideshow'

/**
 * Customer feedback over the carousel images; advances on its own unless the pointer or focus rests on it or the
 * player asked for reduced motion (then only the arrows move it).
 */
export function FeedbackSlideshow() {
  const { t } = useTranslation()
  const feedbacks = useFeedbacks()
  const slides = useMemo(() => buildSlides(feedbacks.data ?? []), [feedbacks.data])
  const [requested, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const still = usePrefersReducedMotion()
  const index = requested % slides.length
  const slide = slides[index]!

  useEffect(() => {
    if (paused || still) return undefined
    const timer = window.setInterval(
      () => setIndex((current) => nextIndex(current % slides.length, slides.length)),
      SLIDESHOW_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [paused, still, slides.length])

  return (
    <Box
      id="feedbackSlideshow"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('TITLE_CUSTOMER_FEEDBACK')}
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', height: SLIDESHOW_HEIGHT_PX, overflow: 'hidden', borderRadius: 1 }}
    >
      <Box
        component="img"
        src={slide.image}
        alt=""
        className="slideshow-image"
        sx={{ width: '100%', height: SLIDESHOW_HEIGHT_PX, objectFit: 'cover', display: 'block' }}
      />
      {slide.feedback && (
        <Stack
          spacing={0.5}
          aria-live={paused ? 'polite' : 'off'}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            px: 7,
            py: 1.5,
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            color: 'common.white',
          }}
        >
          {/* vuln-code-snippet start persistedXssFeedbackChallenge */}
          <Typography
            component="div"
            className="slideshow-comment"
            sx={{ wordBreak: 'break-word', maxHeight: 120, overflow: 'auto' }}
            dangerouslySetInnerHTML={{ __html: slide.feedback.comment ?? '' }} // vuln-code-snippet neutral-line persistedXssFeedbackChallenge
          />
          {/* vuln-code-snippet end persistedXssFeedbackChallenge */}
          <Rating
            value={slide.feedback.rating}
            max={RATING_MAX}
            readOnly
            size="small"
            aria-label={t('LABEL_RATING_OF', { rating: slide.feedback.rating, max: RATING_MAX })}
          />
        </Stack>
      )}
      <IconButton
        id="slideshowPrevious"
        aria-label={t('LABEL_PREVIOUS_SLIDE')}
        onClick={() => setIndex(previousIndex(index, slides.length))}
        sx={arrowStyle('left')}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        id="slideshowNext"
        aria-label={t('LABEL_NEXT_SLIDE')}
        onClick={() => setIndex(nextIndex(index, slides.length))}
        sx={arrowStyle('right')}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  )
}

function arrowStyle(side: 'left' | 'right') {
  return {
    position: 'absolute',
    top: '50%',
    [side]: 8,
    transform: 'translateY(-50%)',
    color: 'common.white',
    bgcolor: 'rgba(0, 0, 0, 0.4)',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.6)' },
  } as const
}
