import type { Detector } from './detector.js'

/** Bonus Payload: the search view reported a search text containing the configured bonus payload. */
export const xssBonusChallenge: Detector = ({ events, engine, config }) => {
  const payload = config.challenges.xssBonusPayload
  events.subscribe('client.searchReported', ({ text }) => {
    if (typeof text === 'string' && payload !== '' && text.includes(payload)) {
      engine.solve('xssBonusChallenge', { summary: 'searched for the bonus payload in the search view' })
    }
  })
}
