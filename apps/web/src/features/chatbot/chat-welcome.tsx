import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BotAvatar, type BotIdentity } from './chat-message'

/** The start of an empty conversation: the assistant's greeting and the configured sample questions as chips. */
export function ChatWelcome({
  bot,
  sampleQuestions,
  onAsk,
}: {
  bot: BotIdentity
  sampleQuestions: string[]
  onAsk: (question: string) => void
}) {
  const { t } = useTranslation()
  const questions = sampleQuestions.map((key) => t(key))
  return (
    <Box data-testid="chatbot-welcome" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <BotAvatar bot={bot} />
        <Box
          sx={{
            maxWidth: { xs: '85%', sm: '75%' },
            px: 1.5,
            py: 1,
            borderRadius: 2,
            borderBottomLeftRadius: 4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2">{t('CHATBOT_GREETING', { name: bot.name })}</Typography>
        </Box>
      </Box>
      {questions.length > 0 && (
        <Box component="section" aria-labelledby="chatbot-samples-title">
          <Typography id="chatbot-samples-title" variant="caption" color="text.secondary" component="h2">
            {t('CHATBOT_SAMPLE_QUESTIONS')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {questions.map((question, index) => (
              <Chip
                key={`${index}-${sampleQuestions[index]}`}
                label={question}
                onClick={() => onAsk(question)}
                variant="outlined"
                data-testid="chatbot-sample-question"
                sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  )
}
