import type { ShopConfig } from '../../config/schema.js'
import type { ChatEngine } from './chat-engine.js'
import { ChatStats } from './chat-stats.js'
import { createOpenAiEngine } from './engines/openai-engine.js'

/** Creates a shop's engine from its configuration and environment (`LLM_API_KEY`). */
export type EngineFactory = (config: ShopConfig, env: NodeJS.ProcessEnv) => ChatEngine

/** The engine the configuration names: the built-in training model, or an OpenAI-compatible server. */
export const configuredEngine =
  (builtin: EngineFactory): EngineFactory =>
  (config, env) => {
    const { engine, llmApiUrl, llmMaxRetries } = config.application.chatBot
    if (engine === 'openai')
      return createOpenAiEngine({
        baseURL: llmApiUrl,
        apiKey: env.LLM_API_KEY,
        maxRetries: llmMaxRetries,
      })
    return builtin(config, env)
  }

/**
 * One shop's support chat: its engine (created on first use; the built-in model holds nothing shared with other
 * shops), its usage figures, and the clients with a stream running (one at a time each).
 */
export class ChatDesk {
  readonly stats = new ChatStats()
  private readonly streaming = new Set<string>()
  private engine: ChatEngine | undefined

  constructor(
    private readonly config: ShopConfig,
    private readonly env: NodeJS.ProcessEnv,
    private readonly createEngine: EngineFactory,
  ) {}

  engineInUse(): ChatEngine {
    return (this.engine ??= this.createEngine(this.config, this.env))
  }

  /** Claims the client's one stream; false while another of its streams runs. */
  claimStream(client: string): boolean {
    if (this.streaming.has(client)) return false
    this.streaming.add(client)
    return true
  }

  releaseStream(client: string): void {
    this.streaming.delete(client)
  }
}
