import type { Detector } from './detector.js'
import { chatbotPromptInjectionChallenge } from './chatbotPromptInjectionChallenge.detector.js'
import { chatbotGreedyInjectionChallenge } from './chatbotGreedyInjectionChallenge.detector.js'
import { aiDebuggingChallenge } from './aiDebuggingChallenge.detector.js'
import { systemPromptExtractionChallenge } from './systemPromptExtractionChallenge.detector.js'

/** Detectors of the AI challenges. */
export const chatDetectors: Detector[] = [
  chatbotPromptInjectionChallenge,
  chatbotGreedyInjectionChallenge,
  aiDebuggingChallenge,
  systemPromptExtractionChallenge,
]
