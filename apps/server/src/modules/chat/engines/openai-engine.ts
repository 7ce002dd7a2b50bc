import type { ChatCompletionChunk, ChatCompletionRequest, ChatEngine } from '../chat-engine.js'

export interface OpenAiEngineOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `http://localhost:11434/v1` (Ollama). */
  baseURL: string
  apiKey: string | undefined
  maxRetries: number
}

/**
 * Any OpenAI-compatible chat-completions server (Ollama, llama.cpp's server, vLLM, hosted providers) through the
 * official `openai` client, loaded on the first request only (it stays outside the server bundle).
 */
export function createOpenAiEngine({ baseURL, apiKey, maxRetries }: OpenAiEngineOptions): ChatEngine {
  let client: Promise<import('openai').default> | undefined
  const clientOf = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({ baseURL, apiKey: apiKey || 'no-key', maxRetries, timeout: 120_000 }),
    ))
  return {
    async *stream(request: ChatCompletionRequest, signal: AbortSignal): AsyncIterable<ChatCompletionChunk> {
      const openai = await clientOf()
      const stream = await openai.chat.completions.create(
        {
          model: request.model,
          messages: request.messages as never,
          tools: request.tools,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal },
      )
      for await (const chunk of stream) yield chunk as unknown as ChatCompletionChunk
    },
  }
}
