import SendIcon from '@mui/icons-material/Send'
import StopIcon from '@mui/icons-material/Stop'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import { useTheme } from '@mui/material/styles'
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_MESSAGE_LENGTH } from './chat-api'

export interface ChatComposerProps {
  streaming: boolean
  onSend(text: string): void
  onStop(): void
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line. While an answer streams, the text can still be
 * written and the send button gives way to a stop button.
 */
export function ChatComposer({ streaming, onSend, onStop }: ChatComposerProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  // On dark themes the primary colour is too dim for the focused label and the icon (as in the theme's buttons).
  const accent = useTheme().palette.mode === 'dark' ? 'secondary' : 'primary'
  const canSend = !streaming && text.trim() !== ''

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canSend) return
    onSend(text)
    setText('')
    // The send button gives way to the stop button: keep the focus where the next question is written.
    input.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
    >
      <TextField
        id="chatbotInput"
        label={t('LABEL_CHATBOT_MESSAGE')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        color={accent}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        autoComplete="off"
        inputRef={input}
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
      />
      {streaming ? (
        <IconButton
          id="chatbotStopButton"
          aria-label={t('BTN_CHATBOT_STOP')}
          title={t('BTN_CHATBOT_STOP')}
          onClick={() => {
            onStop()
            input.current?.focus()
          }}
          color="error"
          sx={{ mb: 0.25 }}
        >
          <StopIcon />
        </IconButton>
      ) : (
        <IconButton
          id="chatbotSendButton"
          type="submit"
          aria-label={t('BTN_CHATBOT_SEND')}
          title={t('BTN_CHATBOT_SEND')}
          disabled={!canSend}
          color={accent}
          sx={{ mb: 0.25 }}
        >
          <SendIcon />
        </IconButton>
      )}
    </Box>
  )
}
