import { requestEvidence, type Detector } from './detector.js'

const submissions = 10
const windowMs = 20_000

/** CAPTCHA Bypass: the 10th captcha-passing feedback arrives within 20 s of the one nine places before it. */
export const captchaBypassChallenge: Detector = ({ events, engine }) => {
  // Arrival times of the most recent captcha-passing submissions (this shop's only; at most `submissions`).
  const arrivals: number[] = []
  events.subscribe('feedback.captchaPassed', ({ at, request }) => {
    arrivals.push(at)
    if (arrivals.length > submissions) arrivals.shift()
    const first = arrivals[0]
    if (arrivals.length === submissions && first !== undefined && at - first <= windowMs) {
      engine.solve('captchaBypassChallenge', {
        ...requestEvidence(`posted ${submissions} feedbacks within ${at - first} ms`, request),
        details: { elapsedMs: at - first },
      })
    }
  })
}
