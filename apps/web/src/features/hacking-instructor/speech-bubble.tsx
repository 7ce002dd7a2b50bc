import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnchorRect, BubblePlacement } from './placement'
import { useTypewriter } from './use-typewriter'
import { visuallyHidden } from '../../components/visually-hidden'

interface SpeechBubbleProps {
  /** The translated text of the current step. */
  text: string
  avatarUrl: string
  msPerCharacter: number
  placement: BubblePlacement
  /** The element the step points at, outlined so the player finds it. */
  highlight: AnchorRect | null
  showNext: boolean
  onNext: () => void
  onClose: () => void
}

const typedTextStyle = { gridArea: '1 / 1', whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const

const HIGHLIGHT_PADDING = 4

/** The mascot's speech bubble. Only the bubble takes pointer events; the page stays usable. */
export function SpeechBubble(props: SpeechBubbleProps) {
  const { text, avatarUrl, msPerCharacter, placement, highlight, showNext, onNext, onClose } = props
  const { t } = useTranslation()
  const typed = useTypewriter(text, msPerCharacter)
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') onClose()
  }

  return (
    <>
      {highlight && (
        <Box
          aria-hidden
          data-testid="hacking-instructor-highlight"
          sx={{
            position: 'fixed',
            top: highlight.top - HIGHLIGHT_PADDING,
            left: highlight.left - HIGHLIGHT_PADDING,
            width: highlight.right - highlight.left + 2 * HIGHLIGHT_PADDING,
            height: highlight.bottom - highlight.top + 2 * HIGHLIGHT_PADDING,
            border: 3,
            borderColor: 'secondary.main',
            borderRadius: 1,
            pointerEvents: 'none',
            zIndex: (theme) => theme.zIndex.tooltip,
          }}
        />
      )}
      <Paper
        id="hacking-instructor"
        role="dialog"
        aria-label={t('TITLE_HACKING_INSTRUCTOR')}
        elevation={8}
        onKeyDown={onKeyDown}
        sx={{
          position: 'fixed',
          ...placement,
          zIndex: (theme) => theme.zIndex.tooltip,
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          p: 1.5,
          pointerEvents: 'auto',
          border: 2,
          borderColor: 'secondary.main',
        }}
      >
        <Box component="img" src={avatarUrl} alt="" sx={{ width: 56, height: 56, flexShrink: 0 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="hacking-instructor-message">
            {text}
          </Box>
          {/* The whole sentence, invisible, sizes the bubble up front: typing never moves "Next". */}
          <Box sx={{ display: 'grid', minHeight: '3em' }}>
            <Typography aria-hidden variant="body2" sx={{ ...typedTextStyle, visibility: 'hidden' }}>
              {text}
            </Typography>
            <Typography
              id="hacking-instructor-text"
              aria-hidden
              variant="body2"
              onClick={typed.reveal}
              sx={{ ...typedTextStyle, cursor: 'pointer' }}
            >
              {typed.shown}
            </Typography>
          </Box>
          {showNext && (
            <Button
              id="hacking-instructor-next"
              size="small"
              variant="contained"
              color="secondary"
              onClick={onNext}
              sx={{ mt: 1 }}
            >
              {t('BTN_TUTORIAL_NEXT')}
            </Button>
          )}
        </Box>
        <IconButton
          id="hacking-instructor-close"
          size="small"
          aria-label={t('LABEL_CLOSE_TUTORIAL')}
          onClick={onClose}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </>
  )
}
