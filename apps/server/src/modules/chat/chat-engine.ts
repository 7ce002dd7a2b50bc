/**
 * The chat-completions interface both engines speak (OpenAI's wire format, reduced to what the shop uses): the
 * conversation and the tools go in, streamed chunks with text deltas, tool-call deltas, a finish reason and token
 * usage come out. The route's tool loop, stream and detection are the same whichever engine answers.
 */

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool'

export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export interface ChatMessage {
  role: ChatRole
  content: string | null
  /** Tool calls an assistant message made. */
  tool_calls?: ToolCall[]
  /** The call a tool message answers. */
  tool_call_id?: string
}

export interface ToolDefinition {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

export interface ChatCompletionRequest {
  model: string
  messages: ChatMessage[]
  tools: ToolDefinition[]
}

/** A streamed tool-call delta: the first delta of a call carries `id` and the name, later ones more arguments. */
export interface ToolCallDelta {
  index: number
  id?: string
  type?: 'function'
  function?: { name?: string; arguments?: string }
}

export interface ChatCompletionChunk {
  choices: {
    delta: { content?: string | null; tool_calls?: ToolCallDelta[] }
    finish_reason: 'stop' | 'tool_calls' | 'length' | null
  }[]
  usage?: {
    prompt_tokens: number
    completion_tokens: number
    prompt_tokens_details?: { cached_tokens?: number }
  }
}

export interface ChatEngine {
  /** Streams one completion; rejects or throws from the iterator when the engine fails. */
  stream(request: ChatCompletionRequest, signal: AbortSignal): AsyncIterable<ChatCompletionChunk>
}
