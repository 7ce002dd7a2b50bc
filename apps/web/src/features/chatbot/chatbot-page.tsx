import AddCommentIcon from '@mui/icons-material/AddComment'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useChatBotSettings } from './chat-api'
import { ChatComposer } from './chat-composer'
import { BotAvatar, ChatMessage } from './chat-message'
import { ChatWelcome } from './chat-welcome'
import { useChatConversation } from './use-chat-conversation'
import { useFollowConversation } from './use-follow-conversation'

/**
 * chatbot: the support chat with the shop's assistant (`POST /rest/chat`). The page fills the window below the top
 * bar; the conversation scrolls with the page and the input stays pinned at the bottom.
 */
export default function ChatbotPage() {
  const { t } = useTranslation()
  const settings = useChatBotSettings()
  const bot = { name: settings.name, avatarUrl: settings.avatarUrl }
  const { entries, streaming, send, stop, reset } = useChatConversation()
  const { follow } = useFollowConversation(entries)
  const ask = (text: string) => {
    follow()
    send(text)
  }
  const last = entries[entries.length - 1]
  const newConversation = t('BTN_CHATBOT_NEW_CONVERSATION')

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: 1,
        maxWidth: 840,
        mx: 'auto',
        minHeight: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        // The shell keeps room below every page; here the input itself is the page's end.
        mb: -10,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1 }}>
        <BotAvatar bot={bot} size={48} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('NAV_SUPPORT_CHAT')}
          </Typography>
          <Typography variant="h6" component="h1" noWrap data-testid="chatbot-name">
            {bot.name}
          </Typography>
        </Box>
        <Button
          id="chatbotNewConversationButton"
          onClick={reset}
          disabled={entries.length === 0}
          startIcon={<AddCommentIcon />}
          aria-label={newConversation}
          title={newConversation}
          sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {newConversation}
          </Box>
        </Button>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, px: 2, py: 1 }}>
        {entries.length === 0 && (
          <ChatWelcome bot={bot} sampleQuestions={settings.sampleQuestions} onAsk={ask} />
        )}
        <Box
          role="log"
          aria-live="polite"
          aria-label={t('LABEL_CHATBOT_CONVERSATION', { name: bot.name })}
          aria-busy={streaming}
          data-testid="chatbot-conversation"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {entries.map((entry) => (
            <ChatMessage key={entry.id} entry={entry} bot={bot} pending={streaming && entry === last} />
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          px: 2,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <ChatComposer streaming={streaming} onSend={ask} onStop={stop} />
      </Box>
    </Box>
  )
}
