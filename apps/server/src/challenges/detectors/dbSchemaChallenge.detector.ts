import { jsonContains } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'

/** Database Schema: a search answered the definition of every table (the `sql` column of sqlite_master). */
export const dbSchemaChallenge: Detector = ({ events, engine }) => {
  events.subscribe('product.searched', ({ answer, tableDefinitions, request }) => {
    if (engine.isSolved('dbSchemaChallenge')) return
    const definitions = tableDefinitions()
    if (definitions.length > 0 && definitions.every((sql) => jsonContains(answer, sql))) {
      engine.solve(
        'dbSchemaChallenge',
        requestEvidence('made the product search answer the whole database schema', request),
      )
    }
  })
}
