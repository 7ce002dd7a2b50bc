import type { ShopConfig } from '../../config/schema.js'

/** The configuration as clients see it: everything but the LLM endpoint (spec/data.md §1.1). */
export function publicConfig(config: ShopConfig): unknown {
  const { llmApiUrl: _hidden, ...chatBot } = config.application.chatBot
  return { ...config, application: { ...config.application, chatBot } }
}
