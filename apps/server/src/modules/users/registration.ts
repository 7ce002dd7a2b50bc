export interface RegistrationProblem {
  status: number
  body: string
  json: boolean
}

/**
 * Pre-checks of POST /api/Users (spec/api.md §2.8.4): trims the credentials in place and refuses empty ones and
 * the reserved accountant address. Challenge checks on registrations subscribe to the `user.registered` event.
 */
export function registrationProblem(
  fields: Record<string, unknown>,
  domain: string,
): RegistrationProblem | undefined {
  const { email, password } = fields
  if (
    typeof email !== 'string' ||
    typeof password !== 'string' ||
    email.trim() === '' ||
    password.trim() === ''
  ) {
    return { status: 400, body: 'Invalid email/password cannot be empty', json: false }
  }
  fields.email = email.trim()
  fields.password = password.trim()
  if (typeof fields.passwordRepeat === 'string') fields.passwordRepeat = fields.passwordRepeat.trim()
  if (fields.role === 'admin' && fields.profileImage === undefined) {
    fields.profileImage = '/assets/public/images/uploads/defaultAdmin.png'
  }
  if (String(fields.email).toLowerCase() === `acc0unt4nt@${domain}`.toLowerCase()) {
    return {
      status: 500,
      json: true,
      body: JSON.stringify({
        message: 'internal error',
        errors: ['Nice try, but this is not how the "Ephemeral Accountant" challenge works!'],
      }),
    }
  }
  return undefined
}
