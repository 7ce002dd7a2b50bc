import { diceSimilarity } from '../../modules/chat/text-similarity.js'
import { systemPromptOf } from '../../modules/chat/system-prompt.js'
import { requestEvidence, type Detector } from './detector.js'

/** Sørensen–Dice similarity from which a complaint counts as the extracted system prompt. */
export const EXTRACTION_THRESHOLD = 0.25

/** System Prompt Extraction: a complaint quotes the chatbot's instructions closely enough. */
export const systemPromptExtractionChallenge: Detector = ({ events, engine, config }) => {
  const prompt = systemPromptOf(config)
  events.subscribe('customerText.stored', ({ kind, text, request }) => {
    if (kind === 'complaint' && diceSimilarity(text, prompt) >= EXTRACTION_THRESHOLD)
      engine.solve(
        'systemPromptExtractionChallenge',
        requestEvidence('quoted the chatbot\u2019s instructions in a complaint', request),
      )
  })
}
