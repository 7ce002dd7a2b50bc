import { requestEvidence, type Detector } from './detector.js'

/** Chatbot Prompt Injection: the assistant was talked into a coupon of at least 10 %. */
export const chatbotPromptInjectionChallenge: Detector = ({ events, engine }) => {
  events.subscribe('chat.couponGenerated', ({ discount, request }) => {
    if (discount >= 10)
      engine.solve(
        'chatbotPromptInjectionChallenge',
        requestEvidence(`got a ${discount} % coupon from the chatbot`, request),
      )
  })
}
