import type { ChatCompletionChunk, ChatCompletionRequest, ChatEngine } from '../chat-engine.js'
import { readConversation } from './conversation.js'
import { decide } from './planner.js'
import { chunksOf, paced } from './streaming.js'
import { loadTrainingRules, type Gullibility, type TrainingRules } from './training-rules.js'

export type { Gullibility, TrainingRules } from './training-rules.js'

export interface BuiltinEngineOptions {
  /** How easily prompt injections override the model's coupon policy and confidentiality. */
  gullibility: Gullibility
  /** The model's rules; by default data/chatbot/training-model.yml. */
  rules?: TrainingRules
  /** Pause between streamed chunks (default 0). */
  delayMs?: number
}

/**
 * The built-in training model: a deterministic assistant in the shop's process that reads the conversation,
 * decides an intent, and either calls one of the shop's tools or answers in text — with a coupon policy that
 * prompt injections can talk it out of, and instructions it can be made to reveal. Same conversation, same chunks.
 */
export function createBuiltinEngine({ gullibility, rules, delayMs = 0 }: BuiltinEngineOptions): ChatEngine {
  return {
    async *stream(request: ChatCompletionRequest, signal: AbortSignal): AsyncIterable<ChatCompletionChunk> {
      if (signal.aborted) return
      const model = rules ?? loadTrainingRules()
      const conversation = readConversation(request)
      const step = decide(conversation, model, gullibility)
      yield* paced(chunksOf(step, request, conversation.toolCallCount + 1), delayMs, signal)
    },
  }
}
