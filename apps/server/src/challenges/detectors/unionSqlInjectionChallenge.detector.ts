import { jsonContains } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** User Credentials: a search answered the email and password hash of every stored user. */
export const unionSqlInjectionChallenge: Detector = ({ events, engine }) => {
  events.subscribe('product.searched', ({ answer, storedCredentials, request }) => {
    if (engine.isSolved('unionSqlInjectionChallenge')) return
    // A credential that is not text (e.g. a null password of a user created through the API) cannot be dumped.
    const credentials = storedCredentials()
      .flatMap(({ email, password }) => [email, password])
      .filter((value): value is string => typeof value === 'string')
    if (credentials.length > 0 && credentials.every((text) => jsonContains(answer, text))) {
      engine.solve(
        'unionSqlInjectionChallenge',
        requestEvidence('made the product search answer every user email and password hash', request),
      )
    }
  })
}
