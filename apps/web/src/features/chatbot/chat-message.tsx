import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ChatEntry, ChatProblem } from './chat-conversation'
import { ToolCallBox } from './tool-call-box'
import { visuallyHidden } from '../../components/visually-hidden'

const PROBLEM_KEYS: Record<Exclude<ChatProblem['kind'], 'server'>, string> = {
  unreachable: 'CHATBOT_UNREACHABLE',
  busy: 'CHATBOT_BUSY',
  invalid: 'CHATBOT_INVALID',
  interrupted: 'CHATBOT_INTERRUPTED',
}

function ProblemAlert({ problem }: { problem: ChatProblem }) {
  const { t } = useTranslation()
  return (
    <Alert
      severity={problem.kind === 'busy' ? 'warning' : 'error'}
      data-testid="chatbot-problem"
      sx={{ mt: 0.5 }}
    >
      {problem.kind === 'server' ? problem.message : t(PROBLEM_KEYS[problem.kind])}
    </Alert>
  )
}

export interface BotIdentity {
  name: string
  avatarUrl: string
}

/** The assistant's avatar; decorative, since its name is said in words next to it. */
export function BotAvatar({ bot, size = 32 }: { bot: BotIdentity; size?: number }) {
  return <Avatar src={bot.avatarUrl} alt="" sx={{ width: size, height: size, bgcolor: 'background.paper' }} />
}

/**
 * One turn of the conversation. Text is shown as plain text (never as HTML), keeping its line breaks; `pending`
 * marks the answer that is streaming in.
 */
export function ChatMessage({
  entry,
  bot,
  pending,
}: {
  entry: ChatEntry
  bot: BotIdentity
  pending: boolean
}) {
  const { t } = useTranslation()
  const fromUser = entry.role === 'user'
  const toolCalls = entry.toolCalls ?? []
  const hasBubble = entry.text !== '' || toolCalls.length > 0 || (pending && !entry.problem)
  // An answer left empty (e.g. the page was reloaded before its first words) shows nothing.
  if (!hasBubble && !entry.problem && !entry.stopped) return null
  return (
    <Box
      data-testid={`chatbot-message-${entry.role}`}
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: fromUser ? 'flex-end' : 'flex-start',
        alignItems: 'flex-end',
      }}
    >
      {!fromUser && <BotAvatar bot={bot} />}
      <Box sx={{ maxWidth: { xs: '85%', sm: '75%' }, minWidth: 0 }}>
        {hasBubble && (
          <Box
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 2,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              ...(fromUser
                ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
                : {
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    borderBottomLeftRadius: 4,
                  }),
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {fromUser ? t('CHATBOT_YOU') : bot.name}:{' '}
            </Box>
            {toolCalls.map((call, index) => (
              <ToolCallBox key={`${call.id}-${index}`} call={call} />
            ))}
            {entry.text !== '' ? (
              <Typography component="span" variant="body2" data-testid="chatbot-message-text">
                {entry.text}
              </Typography>
            ) : (
              pending &&
              toolCalls.length === 0 && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontStyle: 'italic', color: 'text.secondary' }}
                >
                  {t('CHATBOT_THINKING', { name: bot.name })}
                </Typography>
              )
            )}
          </Box>
        )}
        {entry.problem && <ProblemAlert problem={entry.problem} />}
        {entry.stopped && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('CHATBOT_STOPPED')}
          </Typography>
        )}
      </Box>
    </Box>
  )
}
