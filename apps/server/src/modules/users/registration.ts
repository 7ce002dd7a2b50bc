import { RestError } from '../rest/rest-errors.js'

export interface RegistrationProblem {
  status: number
  body: string
}

/**
 * Pre-checks of POST /api/Users (spec/api.md §2.8.4, step 1): only when email, password and passwordRepeat are
 * all present, an empty email or password is refused and otherwise all three are trimmed in place. Bodies without
 * passwordRepeat go to the generic create as they are. Challenge checks subscribe to the registration events.
 */
export function registrationProblem(fields: Record<string, unknown>): RegistrationProblem | undefined {
  const credentials = ['email', 'password', 'passwordRepeat'] as const
  if (credentials.some((field) => fields[field] === undefined)) return withAdminAvatar(fields)
  if (fields.email === '' || fields.password === '') {
    return { status: 400, body: 'Invalid email/password cannot be empty' }
  }
  for (const field of credentials) {
    const value = fields[field]
    if (typeof value === 'string') fields[field] = value.trim()
  }
  return withAdminAvatar(fields)
}

/** Registering with role admin on the default image switches to the admin avatar (spec/api.md §2.8.3). */
function withAdminAvatar(fields: Record<string, unknown>): undefined {
  if (fields.role === 'admin' && fields.profileImage === undefined) {
    fields.profileImage = '/assets/public/images/uploads/defaultAdmin.png'
  }
  return undefined
}

/**
 * The reserved accountant address is refused after validation, whatever its case (Ephemeral Accountant must be
 * solved by SQL injection into the login, never by registering the account).
 */
export const refuseReservedAccountant =
  (domain: string) =>
  (record: Record<string, unknown>): void => {
    if (String(record.email).toLowerCase() === `acc0unt4nt@${domain}`.toLowerCase()) {
      throw new RestError(500, 'internal error', [
        'Nice try, but this is not how the "Ephemeral Accountant" challenge works!',
      ])
    }
  }
