import { createBuiltinEngine } from './builtin/builtin-engine.js'
import { configuredEngine } from './chat-desk.js'

/** The engine factory every shop uses (application.chatBot.engine): a shop's own built-in model, or its server. */
export const chatEngineFor = configuredEngine((config) =>
  createBuiltinEngine({ gullibility: config.application.chatBot.gullibility, delayMs: 10 }),
)
