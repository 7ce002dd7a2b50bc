import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ChatToolCall } from './chat-stream'

/** The arguments as compact JSON when they are JSON, else as the model wrote them. */
function argumentsText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text || '{}'))
  } catch {
    return text
  }
}

/** One streamed tool call of the assistant: its function's name and arguments, in monospace. */
export function ToolCallBox({ call }: { call: ChatToolCall }) {
  const { t } = useTranslation()
  return (
    <Box
      data-testid="chatbot-tool-call"
      sx={{
        my: 0.5,
        px: 1,
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        fontSize: '0.75rem',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography component="span" variant="caption" sx={{ fontFamily: 'inherit', color: 'text.secondary' }}>
        {t('CHATBOT_TOOL_CALL')}:{' '}
      </Typography>
      <Box component="code" sx={{ fontFamily: 'inherit' }}>
        {call.name}({argumentsText(call.arguments)})
      </Box>
    </Box>
  )
}
