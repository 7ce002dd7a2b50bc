import { z } from 'zod'
import { anyField } from '../../platform/http/request-input.js'

/** GET /redirect: the target `to`, as sent (a missing one is the reference's deliberate 500). */
export const redirectQuery = z.looseObject({ to: anyField })
