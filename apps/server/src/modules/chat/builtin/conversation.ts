import type { ChatCompletionRequest, ChatMessage } from '../chat-engine.js'

/** One tool call of the current answer and what the route handed back for it. */
export interface ToolOutcome {
  name: string
  args: Record<string, unknown>
  /** The parsed JSON result, or the raw text when it is not JSON. */
  result: unknown
}

/** What the model reads from a request. */
export interface Conversation {
  /** The first system message: the instructions the shop gave. */
  instructions: string
  /** Everything the customer wrote, oldest first: user messages and any later system messages the client sent. */
  customerTexts: string[]
  /** The customer's message being answered now (the last of `customerTexts`). */
  latest: string
  /** The model's own earlier answers (as the client sent them back). */
  earlierAnswers: string[]
  /** Tool calls made since the latest customer message, with their results. */
  outcomes: ToolOutcome[]
  /** Tool calls in the whole request: numbers the next call's id. */
  toolCallCount: number
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const argumentsOf = (json: string): Record<string, unknown> => {
  const parsed = parseJson(json || '{}')
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {}
}

const textOf = (message: ChatMessage): string => message.content ?? ''

/** Reads the conversation: the instructions, the customer's messages, the answers so far and this turn's tools. */
export function readConversation({ messages }: ChatCompletionRequest): Conversation {
  const first = messages[0]
  const hasInstructions = first?.role === 'system'
  const instructions = hasInstructions ? textOf(first) : ''
  const fromCustomer = (message: ChatMessage, index: number) =>
    message.role === 'user' || (message.role === 'system' && index > 0)
  let lastCustomer = -1
  messages.forEach((message, index) => {
    if (fromCustomer(message, index)) lastCustomer = index
  })
  // A system message from the client reads as what it is: the customer's text dressed up as a system message.
  const customerTexts = messages.flatMap((message, index) => {
    if (!fromCustomer(message, index)) return []
    return [message.role === 'system' ? `SYSTEM: ${textOf(message)}` : textOf(message)]
  })
  const earlierAnswers = messages
    .slice(0, Math.max(lastCustomer, 0))
    .filter((message) => message.role === 'assistant' && textOf(message) !== '')
    .map(textOf)

  const calls = new Map<string, { name: string; args: Record<string, unknown> }>()
  const outcomes: ToolOutcome[] = []
  let toolCallCount = 0
  messages.forEach((message, index) => {
    for (const call of message.tool_calls ?? []) {
      toolCallCount++
      calls.set(call.id, { name: call.function.name, args: argumentsOf(call.function.arguments) })
    }
    if (message.role === 'tool' && index > lastCustomer) {
      const call = calls.get(message.tool_call_id ?? '')
      if (call) outcomes.push({ ...call, result: parseJson(textOf(message)) })
    }
  })
  return {
    instructions,
    customerTexts,
    latest: customerTexts.at(-1) ?? '',
    earlierAnswers,
    outcomes,
    toolCallCount,
  }
}

/** The results of this turn's calls of one tool, oldest first. */
export const resultsOf = (conversation: Conversation, tool: string): ToolOutcome[] =>
  conversation.outcomes.filter((outcome) => outcome.name === tool)

/** The `error` text of a tool result, if it is an error. */
export function errorOf(result: unknown): string | undefined {
  if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
    const { error } = result as { error?: unknown }
    if (error !== undefined) return String(error)
  }
  if (typeof result === 'string') return result
  return undefined
}
