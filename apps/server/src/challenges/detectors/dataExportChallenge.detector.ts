import { createHash } from 'node:crypto'
import { requestEvidence, type Detector } from './detector.js'

const orderPrefixOf = (email: string): string => createHash('md5').update(email).digest('hex').slice(0, 4)

/** GDPR Data Theft: an export contains an order whose id was derived from another customer's email. */
export const dataExportChallenge: Detector = ({ events, engine }) => {
  events.subscribe('user.dataExported', ({ email, orderIds, request }) => {
    const own = orderPrefixOf(email)
    const foreign = orderIds.find((orderId) => orderId.split('-')[0] !== own)
    if (foreign !== undefined) {
      engine.solve('dataExportChallenge', requestEvidence(`exported the foreign order ${foreign}`, request))
    }
  })
}
