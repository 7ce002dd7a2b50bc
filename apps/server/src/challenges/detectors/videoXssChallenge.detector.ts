import { requestEvidence, type Detector } from './detector.js'

/** Video XSS: the promotion page inlined subtitles that close its script element and open another. */
export const videoXssChallenge: Detector = ({ events, engine }) => {
  events.subscribe('promotion.rendered', ({ subtitles, request }) => {
    if (subtitles.includes('</script><script>alert(`xss`)</script>')) {
      engine.solve('videoXssChallenge', requestEvidence('promotion page with rewritten subtitles', request))
    }
  })
}
