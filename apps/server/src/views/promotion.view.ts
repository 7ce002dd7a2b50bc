import type { ShopConfig } from '../config/schema.js'
import { renderPage } from './page.js'
import { html, trustedHtml } from './template.js'

// vuln-code-snippet start videoXssChallenge
/** Shows the subtitles of the inlined WebVTT text as a track (no inline script: the text stays data). */ // vuln-code-snippet hide-line videoXssChallenge
// Shows the subtitles of the inlined WebVTT text as a track of the video.
const subtitleScript = trustedHtml(`
const video = document.querySelector('video')
const subtitle = document.getElementById('subtitle')
if (video && subtitle) {
  const track = document.createElement('track')
  track.kind = 'subtitles'
  track.label = subtitle.dataset.label
  track.srclang = subtitle.dataset.lang
  track.default = true
  track.src = URL.createObjectURL(new Blob([subtitle.textContent], { type: 'text/vtt' }))
  video.appendChild(track)
}`)

/** Written as one constant so the markup stays exactly as tools and write-ups expect it. */ // vuln-code-snippet hide-line videoXssChallenge
const videoSource = trustedHtml('<source src="./video" type="video/mp4">')

/** The promotion page of GET /promotion with the subtitle file inlined as it is on disk. */ // vuln-code-snippet hide-line videoXssChallenge
// The promotion page, with the subtitle file inlined so that the video needs no second download.
export function promotionPage(config: ShopConfig, subtitles: string): string {
  const subtitleElement = '<script id="subtitle" type="text/vtt" data-label="English" data-lang="en">'
  const inlined = trustedHtml(`${subtitleElement}${subtitles}</script>`) // vuln-code-snippet vuln-line videoXssChallenge
  return renderPage(config, {
    heading: 'Promotion Video',
    body: html`<video controls width="100%" crossorigin="anonymous">${videoSource}</video> ${inlined}`,
    script: subtitleScript,
  })
}
// vuln-code-snippet end videoXssChallenge
