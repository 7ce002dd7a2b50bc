import { z } from 'zod'
import { anyField } from '../../platform/http/request-input.js'

/** GET /rest/products/search: `q` as sent (the search service refuses a repeated `q` and injects a text). */
export const searchQuery = z.looseObject({ q: anyField })
