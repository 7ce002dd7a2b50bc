/** The optional strength hint of the registration form. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/validators'

export { isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/validators'

export interface PasswordStrength {
  lowercase: boolean
  uppercase: boolean
  digit: boolean
  special: boolean
  minLength: boolean
  /** Number of satisfied rules, 0-5. */
  score: number
}

export const STRENGTH_MIN_LENGTH = 8

export function passwordStrength(password: string): PasswordStrength {
  const rules = {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
    minLength: password.length >= STRENGTH_MIN_LENGTH,
  }
  return { ...rules, score: Object.values(rules).filter(Boolean).length }
}

/** Registration password validation: required, 5-20 characters. Returns a message key or true. */
export function validatePasswordLength(password: string): true | 'INVALID_PASSWORD_LENGTH' {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH
    ? true
    : 'INVALID_PASSWORD_LENGTH'
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
