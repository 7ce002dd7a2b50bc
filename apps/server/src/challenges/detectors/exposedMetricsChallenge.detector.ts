import { requestEvidence, type Detector } from './detector.js'

/** Exposed Metrics: /metrics was read by something other than a configured scraper (case-sensitive match). */
export const exposedMetricsChallenge: Detector = ({ events, engine, config }) => {
  const scrapers = config.challenges.metricsIgnoredUserAgents
  events.subscribe('metrics.scraped', ({ userAgent, request }) => {
    if (!scrapers.some((scraper) => userAgent.includes(scraper))) {
      engine.solve('exposedMetricsChallenge', requestEvidence(`read /metrics as "${userAgent}"`, request))
    }
  })
}
