/** Token usage and tool calls of one shop's chat (the `juiceshop_llm_*` series of /metrics). */
export class ChatStats {
  inputTokens = { cache_read: 0, cache_write: 0, no_cache: 0 }
  outputTokens = { reasoning: 0, text: 0 }
  readonly toolCalls = new Map<string, number>()

  recordUsage(usage: {
    prompt_tokens: number
    completion_tokens: number
    prompt_tokens_details?: { cached_tokens?: number }
  }): void {
    const cached = usage.prompt_tokens_details?.cached_tokens ?? 0
    this.inputTokens.cache_read += cached
    this.inputTokens.no_cache += Math.max(0, usage.prompt_tokens - cached)
    this.outputTokens.text += usage.completion_tokens
  }

  recordToolCall(name: string): void {
    this.toolCalls.set(name, (this.toolCalls.get(name) ?? 0) + 1)
  }
}
