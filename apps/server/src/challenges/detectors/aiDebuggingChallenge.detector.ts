import { requestEvidence, type Detector } from './detector.js'

/** AI Debugging: tool calls were shown to a caller who is no admin (the debug cookie is all it takes). */
export const aiDebuggingChallenge: Detector = ({ events, engine }) => {
  events.subscribe('chat.toolCallShown', ({ role, request }) => {
    if (role !== 'admin')
      engine.solve('aiDebuggingChallenge', requestEvidence('saw the chatbot\u2019s tool calls', request))
  })
}
