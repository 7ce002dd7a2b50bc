import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { RestError } from '../rest/rest-errors.js'
import { createResource } from '../rest/rest.service.js'
import { applyUserSetters, publishEmailStored } from './user-setters.js'
import { createWallet } from './users.repository.js'

export type RegistrationOutcome =
  | { kind: 'refused'; status: number; text: string }
  | { kind: 'invalid'; error: RestError }
  | { kind: 'created'; user: Record<string, unknown> }

// vuln-code-snippet start registerAdminChallenge passwordRepeatChallenge emptyUserRegistration
const userModel = modelByName('User') // vuln-code-snippet hide-line passwordRepeatChallenge emptyUserRegistration
const credentials = ['email', 'password', 'passwordRepeat'] as const // vuln-code-snippet hide-line registerAdminChallenge

// vuln-code-snippet hide-start registerAdminChallenge passwordRepeatChallenge emptyUserRegistration
/**
 * POST /api/Users: pre-processing, the facts for the registration challenges, then the
 * generic create with its wallet. `fields` is the parsed body and is trimmed in place.
 */
// vuln-code-snippet hide-end registerAdminChallenge
export function register(
  shop: Shop,
  fields: Record<string, unknown>,
  request: RequestFacts,
): RegistrationOutcome {
  const refusal = preprocess(fields)
  shop.events.publish('user.registrationPrepared', { body: { ...fields }, request })
  if (refusal) return refusal
  try {
    rejectStructuredValues(fields)
    applyUserSetters(shop, fields)
    const checks = { afterValidation: refuseReservedAccountant(shop) }
    // vuln-code-snippet hide-line registerAdminChallenge
    // The whole body is copied onto the record, role included: mass assignment. The client never sends a role.
    const user = createResource(shop.db, userModel, fields, checks) // vuln-code-snippet vuln-line registerAdminChallenge
    createWallet(shop.db, Number(user.id))
    publishEmailStored(shop, user, request)
    shop.events.publish('user.registered', { userId: Number(user.id), body: fields })
    return { kind: 'created', user }
  } catch (error) {
    if (error instanceof RestError) return { kind: 'invalid', error }
    throw error
  }
}
// vuln-code-snippet end registerAdminChallenge

/**
 * Step 1: only when email, password and passwordRepeat are all present, an empty email or password is refused and
 * otherwise all three are trimmed, so blank values become empty ones after the check. Bodies without
 * passwordRepeat are taken as they are, and the repeat is never compared with the password: the confirmation is
 * the client's business only.
 */
// vuln-code-snippet hide-end passwordRepeatChallenge emptyUserRegistration
function preprocess(fields: Record<string, unknown>): RegistrationOutcome | undefined {
  withAdminAvatar(fields)
  // vuln-code-snippet neutral-line emptyUserRegistration
  if (credentials.some((field) => fields[field] === undefined)) return undefined // vuln-code-snippet vuln-line passwordRepeatChallenge
  // vuln-code-snippet vuln-line emptyUserRegistration
  if (fields.email === '' || fields.password === '') {
    return { kind: 'refused', status: 400, text: 'Invalid email/password cannot be empty' }
  }
  for (const field of credentials) {
    const value = fields[field]
    if (typeof value === 'string') fields[field] = value.trim() // vuln-code-snippet vuln-line emptyUserRegistration
  }
  return undefined
}
// vuln-code-snippet end passwordRepeatChallenge emptyUserRegistration

/** Registering with role admin on the default image switches to the admin avatar. */
function withAdminAvatar(fields: Record<string, unknown>): void {
  if (fields.role === 'admin' && fields.profileImage === undefined) {
    fields.profileImage = '/assets/public/images/uploads/defaultAdmin.png'
  }
}

/** Text attributes refuse objects and arrays in the reference's wording (instead of storing their JSON). */
function rejectStructuredValues(fields: Record<string, unknown>): void {
  for (const [field, type] of Object.entries(userModel.attributes)) {
    const value = fields[field]
    if (type === 'string' && typeof value === 'object' && value !== null) {
      const message = `${field} cannot be an array or an object`
      throw new RestError(400, `string violation: ${message}`, [{ field, message }])
    }
  }
}

/** Whether an email is the reserved accountant address, whatever its case. */
export const isReservedAccountant = (shop: Shop, email: unknown): boolean =>
  typeof email === 'string' &&
  email.toLowerCase() === `acc0unt4nt@${shop.config.application.domain}`.toLowerCase()

/** The refusal of every write of the reserved accountant address, the reference's 500 with `{ message, errors }`. */
export const reservedAccountantError = (): RestError =>
  new RestError(500, 'internal error', [
    'Nice try, but this is not how the "Ephemeral Accountant" challenge works!',
  ])

/**
 * Ephemeral Accountant must be solved by SQL injection into the login, never by storing the account: its address
 * is refused after validation.
 */
const refuseReservedAccountant =
  (shop: Shop) =>
  (record: Record<string, unknown>): void => {
    if (isReservedAccountant(shop, record.email)) throw reservedAccountantError()
  }
