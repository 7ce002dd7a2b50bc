import { jsonContains } from './catalogue-checks.js'
import { requestEvidence, type Detector } from './detector.js'
import { rereadAfterChanges } from '../../shop/database-state.js'
import { tableDefinitions } from './stored-data.js'

/** Database Schema: a search answered the definition of every table (the `sql` column of sqlite_master). */
export const dbSchemaChallenge: Detector = ({ events, engine, db }) => {
  const stored = rereadAfterChanges(tableDefinitions)
  events.subscribe('product.searched', ({ answer, request }) => {
    if (engine.isSolved('dbSchemaChallenge')) return
    const definitions = stored(db())
    if (definitions.length > 0 && definitions.every((sql) => jsonContains(answer, sql))) {
      engine.solve(
        'dbSchemaChallenge',
        requestEvidence('made the product search answer the whole database schema', request),
      )
    }
  })
}
