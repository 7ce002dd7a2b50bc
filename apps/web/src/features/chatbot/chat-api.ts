import { authHeaders, errorText } from '../../lib/api-client'
import { logoUrl, useApplicationConfig } from '../../lib/application-config'
import { getCookie } from '../../lib/cookies'

export const DEFAULT_CHATBOT_NAME = 'Juicy the Smart Assistant'
export const DEFAULT_CHATBOT_AVATAR = 'JuicyChatBot.png'
/** The server's limit for one message (`POST /rest/chat`). */
export const MAX_MESSAGE_LENGTH = 4000
/** The cookie that makes the server stream the assistant's tool calls (part of the AI Debugging challenge). */
export const SHOW_TOOL_CALLS_COOKIE = 'show_tool_calls'

export interface ChatBotSettings {
  name: string
  avatarUrl: string
  /** Translation keys (or plain questions) offered while the conversation is empty. */
  sampleQuestions: string[]
}

/** The assistant as `application.chatBot` configures it; defaults while the configuration loads. */
export function useChatBotSettings(): ChatBotSettings {
  const chatBot = useApplicationConfig()?.application.chatBot
  return {
    name: chatBot?.name || DEFAULT_CHATBOT_NAME,
    // A URL is reduced to its file name, which the shop keeps in assets/public/images/ (like the logo).
    avatarUrl: logoUrl(chatBot?.avatar || DEFAULT_CHATBOT_AVATAR),
    sampleQuestions: (chatBot?.sampleQuestions ?? []).filter((question) => question.trim() !== ''),
  }
}

/** Whether streamed tool calls are shown: only with the cookie the server itself reads. */
export function toolCallsShown(): boolean {
  return getCookie(SHOW_TOOL_CALLS_COOKIE) === 'true'
}

export interface ChatRequestMessage {
  role: 'user' | 'assistant'
  content: string
}

/** `POST /rest/chat` answered with an error status instead of a stream (429 busy …). */
export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `The chat answered with status ${status}`)
    this.name = 'ChatRequestError'
  }
}

/** Opens the answer stream for a conversation, with the session's bearer token like every other call. */
export async function openChatStream(
  messages: ChatRequestMessage[],
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await fetch('rest/chat', {
    method: 'POST',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json', ...authHeaders() },
    body: JSON.stringify({ messages }),
    signal,
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // a plain-text answer
    }
    throw new ChatRequestError(response.status, errorText(body))
  }
  if (!response.body) throw new ChatRequestError(response.status, undefined)
  return response.body
}
