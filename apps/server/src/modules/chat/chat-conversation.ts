import type { ChatEngine, ChatMessage, ToolCall } from './chat-engine.js'
import type { ChatStats } from './chat-stats.js'
import { chatTools, runTool, type ToolContext } from './chat-tools.js'

/** Most model rounds of one request (each tool round is one). */
export const MAX_STEPS = 10

export type StreamEvent = Record<string, unknown>

export interface Conversation {
  engine: ChatEngine
  model: string
  messages: ChatMessage[]
  tools: ToolContext
  stats: ChatStats
  signal: AbortSignal
  /** Whether tool calls are streamed to the client (the `show_tool_calls` cookie). */
  showToolCalls: boolean
  send(event: StreamEvent): void
  /** A tool call was streamed to the client. */
  onToolCallShown(): void
}

const parseArguments = (json: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(json || '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** One model round: text is passed on as it arrives; tool calls are assembled from their deltas. */
async function round(conversation: Conversation, messages: ChatMessage[]) {
  const { engine, model, stats, signal, send } = conversation
  const calls = new Map<number, ToolCall>()
  let text = ''
  let finish: string | null = null
  for await (const chunk of engine.stream({ model, messages, tools: chatTools }, signal)) {
    if (chunk.usage) stats.recordUsage(chunk.usage)
    const choice = chunk.choices?.[0]
    if (!choice) continue
    const content = choice.delta?.content
    if (content) {
      text += content
      send({ choices: [{ delta: { content } }] })
    }
    for (const delta of choice.delta?.tool_calls ?? []) {
      const call = calls.get(delta.index) ?? {
        id: '',
        type: 'function' as const,
        function: { name: '', arguments: '' },
      }
      if (delta.id) call.id = delta.id
      if (delta.function?.name) call.function.name += delta.function.name
      if (delta.function?.arguments) call.function.arguments += delta.function.arguments
      calls.set(delta.index, call)
    }
    if (choice.finish_reason) finish = choice.finish_reason
  }
  return { text, calls: [...calls.values()], finish }
}

/**
 * The tool loop of POST /rest/chat: the model answers, tool calls are run and their results
 * handed back, until the model answers without tools or MAX_STEPS rounds are used.
 */
export async function converse(conversation: Conversation): Promise<void> {
  const messages = [...conversation.messages]
  for (let step = 0; step < MAX_STEPS; step++) {
    const { text, calls, finish } = await round(conversation, messages)
    if (calls.length === 0) {
      conversation.send({ choices: [{ finish_reason: finish ?? 'stop' }] })
      return
    }
    if (conversation.showToolCalls) {
      for (const call of calls) conversation.send({ choices: [{ delta: { tool_calls: [call] } }] })
      conversation.onToolCallShown()
    }
    messages.push({ role: 'assistant', content: text || null, tool_calls: calls })
    for (const call of calls) {
      conversation.stats.recordToolCall(call.function.name)
      const result = await runTool(
        call.function.name,
        parseArguments(call.function.arguments),
        conversation.tools,
      )
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) })
    }
  }
  conversation.send({ choices: [{ finish_reason: 'length' }] })
}
