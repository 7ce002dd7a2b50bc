/** Validation rules shared by the account forms. Each returns a message key or true. */

export const PASSWORD_MIN_LENGTH = 5
export const PASSWORD_MAX_LENGTH = 20
export const TOTP_TOKEN_LENGTH = 6
export const EXPORT_CAPTCHA_LENGTH = 5

export type Validation = true | string

/** Loose email shape for the INVALID_EMAIL message (the server decides the rest). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(email)
}

export function validateEmail(email: string): Validation {
  if (email === '') return 'MANDATORY_EMAIL'
  return isValidEmail(email) || 'INVALID_EMAIL'
}

/** Required, 5-20 characters (change password, registration). */
export function validatePasswordLength(password: string): Validation {
  if (password === '') return 'MANDATORY_PASSWORD'
  return (
    (password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH) ||
    'INVALID_PASSWORD_LENGTH'
  )
}

/** Required, at least 5 characters; the message still reads 5-20 (forgot password). */
export function validateNewPasswordMinimum(password: string): Validation {
  if (password === '') return 'MANDATORY_PASSWORD'
  return password.length >= PASSWORD_MIN_LENGTH || 'INVALID_PASSWORD_LENGTH'
}

export function validateRepeat(repeat: string, password: string): Validation {
  if (repeat === '') return 'MANDATORY_PASSWORD_REPEAT'
  return repeat === password || 'PASSWORDS_NOT_MATCHING'
}

/** A two-factor token: required, exactly six digits. */
export function validateTotpToken(token: string): Validation {
  if (token === '') return 'MANDATORY_TWO_FACTOR_TOKEN'
  return new RegExp(`^\\d{${TOTP_TOKEN_LENGTH}}$`).test(token) || 'INVALID_TWO_FACTOR_TOKEN_FORMAT'
}

/** The image-captcha answer of the data export: required, exactly five characters. */
export function validateExportCaptcha(answer: string): Validation {
  if (answer === '') return 'MANDATORY_CAPTCHA'
  return answer.length === EXPORT_CAPTCHA_LENGTH || 'INVALID_EXPORT_CAPTCHA_LENGTH'
}

/** The repeat of a password change: required, 5-20 characters, equal to the new password. */
export function validateChangeRepeat(repeat: string, password: string): Validation {
  if (repeat === '') return 'MANDATORY_PASSWORD_REPEAT'
  const length = validatePasswordLength(repeat)
  if (length !== true) return length
  return repeat === password || 'PASSWORDS_NOT_MATCHING'
}
