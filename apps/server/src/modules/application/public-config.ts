import type { ShopConfig } from '../../config/schema.js'

/**
 * The configuration as clients see it: everything but the LLM endpoint (`chatBot.llmApiUrl`), the workshop
 * settings, which belong to the process hosting the shop, not to the shop, and the event (its set shows in the
 * challenges, its announcements at `/rest/announcements`), so its top-level keys stay the reference's.
 */
export function publicConfig(config: ShopConfig): unknown {
  const { llmApiUrl: _hidden, ...chatBot } = config.application.chatBot
  const { workshop: _process, event: _event, ...shopConfig } = config
  return { ...shopConfig, application: { ...config.application, chatBot } }
}
