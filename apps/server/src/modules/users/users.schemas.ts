import { z } from 'zod'
import { anyField } from '../../platform/http/request-input.js'

/** GET /rest/user/whoami: `fields` picks the attributes answered, any `callback` asks for JSONP. */
export const whoamiQuery = z.looseObject({ fields: anyField, callback: anyField })
