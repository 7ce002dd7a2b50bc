import type { ShopConfig } from '../../config/schema.js'

/**
 * The configuration as clients see it: everything but the LLM endpoint (`chatBot.llmApiUrl`) and the workshop
 * settings, which belong to the process hosting the shop, not to the shop (its top-level keys stay the reference's).
 */
export function publicConfig(config: ShopConfig): unknown {
  const { llmApiUrl: _hidden, ...chatBot } = config.application.chatBot
  const { workshop: _process, ...shopConfig } = config
  return { ...shopConfig, application: { ...config.application, chatBot } }
}
