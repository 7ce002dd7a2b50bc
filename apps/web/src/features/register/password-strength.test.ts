import { describe, expect, it } from 'vitest'
import { capitalizeFirst, isValidEmail, passwordStrength, validatePasswordLength } from './password-strength'

describe('password strength hint', () => {
  it('checks lowercase, uppercase, digit, special character and minimum 8', () => {
    expect(passwordStrength('abc')).toMatchObject({ lowercase: true, uppercase: false, score: 1 })
    expect(passwordStrength('Abcdef1!')).toEqual({
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
      minLength: true,
      score: 5,
    })
  })
})

describe('registration validation', () => {
  it('accepts 5 to 20 characters', () => {
    expect(validatePasswordLength('1234')).toBe('INVALID_PASSWORD_LENGTH')
    expect(validatePasswordLength('12345')).toBe(true)
    expect(validatePasswordLength('x'.repeat(20))).toBe(true)
    expect(validatePasswordLength('x'.repeat(21))).toBe('INVALID_PASSWORD_LENGTH')
  })

  it('recognises email shapes and capitalises server errors', () => {
    expect(isValidEmail('a@b.c')).toBe(true)
    expect(isValidEmail('nope')).toBe(false)
    expect(capitalizeFirst('email must be unique')).toBe('Email must be unique')
  })
})
