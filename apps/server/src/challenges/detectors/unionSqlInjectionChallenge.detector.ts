import { jsonContains } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'
import { rereadAfterChanges } from '../../shop/database-state.js'
import { storedCredentials } from './stored-data.js'

/** User Credentials: a search answered the email and password hash of every stored user. */
export const unionSqlInjectionChallenge: Detector = ({ events, engine, db }) => {
  const stored = rereadAfterChanges(storedCredentials)
  events.subscribe('product.searched', ({ answer, request }) => {
    if (engine.isSolved('unionSqlInjectionChallenge')) return
    const credentials = stored(db())
    if (credentials.length > 0 && credentials.every((text) => jsonContains(answer, text))) {
      engine.solve(
        'unionSqlInjectionChallenge',
        requestEvidence('made the product search answer every user email and password hash', request),
      )
    }
  })
}
