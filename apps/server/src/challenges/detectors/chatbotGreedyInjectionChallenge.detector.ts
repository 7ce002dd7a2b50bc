import { requestEvidence, type Detector } from './detector.js'

/** Greedy Chatbot Manipulation: a coupon of at least 50 %. */
export const chatbotGreedyInjectionChallenge: Detector = ({ events, engine }) => {
  events.subscribe('chat.couponGenerated', ({ discount, request }) => {
    if (discount >= 50)
      engine.solve(
        'chatbotGreedyInjectionChallenge',
        requestEvidence(`got a ${discount} % coupon from the chatbot`, request),
      )
  })
}
