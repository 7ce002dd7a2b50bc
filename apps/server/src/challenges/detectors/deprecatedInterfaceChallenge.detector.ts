import { requestEvidence, type Detector } from './detector.js'

/** Deprecated Interface: an XML or YAML file reached the old B2B upload interface. */
export const deprecatedInterfaceChallenge: Detector = ({ events, engine }) => {
  events.subscribe('complaint.fileReceived', ({ fileName, request }) => {
    const name = fileName.toLowerCase()
    if (['.xml', '.yml', '.yaml'].some((suffix) => name.endsWith(suffix))) {
      engine.solve('deprecatedInterfaceChallenge', requestEvidence(`uploaded ${fileName}`, request))
    }
  })
}
